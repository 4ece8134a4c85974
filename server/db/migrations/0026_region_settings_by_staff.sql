-- Region settings edited by staff (issue 28, decision 0288). The settings already live in tables (behaviours,
-- tier_definitions and tier_brackets, product_type_points, regional_settings, company_types); what was still a
-- constant in code is the tiers' reset date (every definition reset on 1 January). It becomes a day of the year per
-- definition: progress counts the products registered since the last such day, and resets on the next.
ALTER TABLE tier_definitions ADD COLUMN reset_month smallint NOT NULL DEFAULT 1 CHECK (reset_month BETWEEN 1 AND 12);
-- Up to the 28th, so every year has the day (no 29 February).
ALTER TABLE tier_definitions ADD COLUMN reset_day smallint NOT NULL DEFAULT 1 CHECK (reset_day BETWEEN 1 AND 28);
-- A bracket's range may not end before it starts; overlaps and gaps between brackets are refused by the staff call.
ALTER TABLE tier_brackets ADD CONSTRAINT tier_brackets_range_check CHECK (progress_to IS NULL OR progress_to >= progress_from);
-- Staff texts per row (decision 0288) are rows of seeded_translations keyed 'b:<behaviour uuid>',
-- 't:<company type id>', 't:<id>:disclaimer' and 't:<id>:declaration'; an empty text there means "English".
