-- The footer of every region links its commercial rules (the shop's rules of sale) beside the terms.
ALTER TABLE regional_settings ADD COLUMN commercial_rules_link text;
UPDATE regional_settings SET commercial_rules_link = replace(terms_link, '/terms.pdf', '/commercial-rules.pdf');
