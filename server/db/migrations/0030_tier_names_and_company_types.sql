-- Staff settings, second part (issue 28, decision 0291): tier names per language, and company types staff add.
--
-- Tier names in the reader's language: a new kind of the table of decisions 0024 and 0281, tier_name. The club's
-- shared names are keyed by the English name (the seeded tiers' names, the words the installer's app used for the
-- categories until now); a tier's own names, which staff write, by 'd:<tier definition id>' (an empty one means the
-- tier's English name, as for behaviours and company types, decision 0288).
DO $$
DECLARE
  allowed text;
BEGIN
  SELECT pg_get_constraintdef(oid) INTO allowed FROM pg_constraint
   WHERE conrelid = 'seeded_translations'::regclass AND conname = 'seeded_translations_kind_check';
  IF allowed IS NOT NULL AND position('''tier_name''' IN allowed) = 0 THEN
    ALTER TABLE seeded_translations DROP CONSTRAINT seeded_translations_kind_check;
    EXECUTE 'ALTER TABLE seeded_translations ADD CONSTRAINT seeded_translations_kind_check '
      || replace(allowed, 'ARRAY[', 'ARRAY[''tier_name''::text, ');
  END IF;
END $$;

INSERT INTO seeded_translations (kind, key, language, text) VALUES
('tier_name', 'Roof windows', 'bg', 'Покривни прозорци'),
('tier_name', 'Roof windows', 'bs', 'Krovni prozori'),
('tier_name', 'Roof windows', 'cs', 'Střešní okna'),
('tier_name', 'Roof windows', 'et', 'Katuseaknad'),
('tier_name', 'Roof windows', 'hr', 'Krovni prozori'),
('tier_name', 'Roof windows', 'hu', 'Tetőablakok'),
('tier_name', 'Roof windows', 'lt', 'Stogo langai'),
('tier_name', 'Roof windows', 'lv', 'Jumta logi'),
('tier_name', 'Roof windows', 'pl', 'Okna dachowe'),
('tier_name', 'Roof windows', 'ro', 'Ferestre de mansardă'),
('tier_name', 'Roof windows', 'sk', 'Strešné okná'),
('tier_name', 'Roof windows', 'sl', 'Strešna okna'),
('tier_name', 'Roof windows', 'sr', 'Krovni prozori'),
('tier_name', 'Roof windows', 'uk', 'Мансардні вікна'),
('tier_name', 'Flashings', 'bg', 'Обшивки'),
('tier_name', 'Flashings', 'bs', 'Opšivke'),
('tier_name', 'Flashings', 'cs', 'Lemování'),
('tier_name', 'Flashings', 'et', 'Ääriseplekid'),
('tier_name', 'Flashings', 'hr', 'Opšavi'),
('tier_name', 'Flashings', 'hu', 'Burkolókeretek'),
('tier_name', 'Flashings', 'lt', 'Apvadai'),
('tier_name', 'Flashings', 'lv', 'Blīvējuma rāmji'),
('tier_name', 'Flashings', 'pl', 'Kołnierze'),
('tier_name', 'Flashings', 'ro', 'Rame de etanșare'),
('tier_name', 'Flashings', 'sk', 'Lemovania'),
('tier_name', 'Flashings', 'sl', 'Obrobe'),
('tier_name', 'Flashings', 'sr', 'Opšivke'),
('tier_name', 'Flashings', 'uk', 'Оклади'),
('tier_name', 'Blinds and awnings', 'bg', 'Щори и сенници'),
('tier_name', 'Blinds and awnings', 'bs', 'Zavjese i tende'),
('tier_name', 'Blinds and awnings', 'cs', 'Rolety a markýzy'),
('tier_name', 'Blinds and awnings', 'et', 'Rulood ja markiisid'),
('tier_name', 'Blinds and awnings', 'hr', 'Zastori i markize'),
('tier_name', 'Blinds and awnings', 'hu', 'Rolók és napellenzők'),
('tier_name', 'Blinds and awnings', 'lt', 'Žaliuzės ir markizės'),
('tier_name', 'Blinds and awnings', 'lv', 'Žalūzijas un markīzes'),
('tier_name', 'Blinds and awnings', 'pl', 'Rolety i markizy'),
('tier_name', 'Blinds and awnings', 'ro', 'Jaluzele și marchize'),
('tier_name', 'Blinds and awnings', 'sk', 'Rolety a markízy'),
('tier_name', 'Blinds and awnings', 'sl', 'Senčila in markize'),
('tier_name', 'Blinds and awnings', 'sr', 'Zavese i tende'),
('tier_name', 'Blinds and awnings', 'uk', 'Ролети та маркізи'),
('tier_name', 'Shutters', 'bg', 'Ролетни щори'),
('tier_name', 'Shutters', 'bs', 'Roletne'),
('tier_name', 'Shutters', 'cs', 'Venkovní rolety'),
('tier_name', 'Shutters', 'et', 'Rulooluugid'),
('tier_name', 'Shutters', 'hr', 'Rolete'),
('tier_name', 'Shutters', 'hu', 'Redőnyök'),
('tier_name', 'Shutters', 'lt', 'Ritininės langinės'),
('tier_name', 'Shutters', 'lv', 'Ruļļu slēģi'),
('tier_name', 'Shutters', 'pl', 'Rolety zewnętrzne'),
('tier_name', 'Shutters', 'ro', 'Rulouri exterioare'),
('tier_name', 'Shutters', 'sk', 'Vonkajšie rolety'),
('tier_name', 'Shutters', 'sl', 'Rolete'),
('tier_name', 'Shutters', 'sr', 'Roletne'),
('tier_name', 'Shutters', 'uk', 'Зовнішні ролети'),
('tier_name', 'Accessories', 'bg', 'Аксесоари'),
('tier_name', 'Accessories', 'bs', 'Pribor'),
('tier_name', 'Accessories', 'cs', 'Příslušenství'),
('tier_name', 'Accessories', 'et', 'Tarvikud'),
('tier_name', 'Accessories', 'hr', 'Pribor'),
('tier_name', 'Accessories', 'hu', 'Kiegészítők'),
('tier_name', 'Accessories', 'lt', 'Priedai'),
('tier_name', 'Accessories', 'lv', 'Piederumi'),
('tier_name', 'Accessories', 'pl', 'Akcesoria'),
('tier_name', 'Accessories', 'ro', 'Accesorii'),
('tier_name', 'Accessories', 'sk', 'Príslušenstvo'),
('tier_name', 'Accessories', 'sl', 'Dodatki'),
('tier_name', 'Accessories', 'sr', 'Pribor'),
('tier_name', 'Accessories', 'uk', 'Аксесуари'),
('tier_name', 'All products', 'bg', 'Всички продукти'),
('tier_name', 'All products', 'bs', 'Svi proizvodi'),
('tier_name', 'All products', 'cs', 'Všechny produkty'),
('tier_name', 'All products', 'et', 'Kõik tooted'),
('tier_name', 'All products', 'hr', 'Svi proizvodi'),
('tier_name', 'All products', 'hu', 'Minden termék'),
('tier_name', 'All products', 'lt', 'Visi produktai'),
('tier_name', 'All products', 'lv', 'Visi produkti'),
('tier_name', 'All products', 'pl', 'Wszystkie produkty'),
('tier_name', 'All products', 'ro', 'Toate produsele'),
('tier_name', 'All products', 'sk', 'Všetky produkty'),
('tier_name', 'All products', 'sl', 'Vsi izdelki'),
('tier_name', 'All products', 'sr', 'Svi proizvodi'),
('tier_name', 'All products', 'uk', 'Усі продукти')
ON CONFLICT (kind, key, language) DO NOTHING;

-- Company types staff add get their id from a sequence, above the seeded ones (region id * 10 + position).
CREATE SEQUENCE IF NOT EXISTS company_types_id_seq START WITH 1000;
SELECT setval('company_types_id_seq', greatest(1000, (SELECT coalesce(max(id), 0) + 1 FROM company_types)), false);
ALTER TABLE company_types ALTER COLUMN id SET DEFAULT nextval('company_types_id_seq');
