-- Resources in every language with a fallback, like articles (issue 28, decision 0289 of 2026-11-27), and the clean-up
-- of pictures nothing uses any more (decision 0285 of 2026-11-27).

-- A resource tile's title and description per language; the tile keeps the language installers read when there is
-- no version in theirs. The texts written so far were in one language: Polish in Poland (the seed's rule), English
-- elsewhere; they become that language's version.
ALTER TABLE resources ADD COLUMN fallback_language text NOT NULL DEFAULT 'en' CHECK (fallback_language ~ '^[a-z]{2}$');
UPDATE resources r SET fallback_language = 'pl'
  FROM regions g JOIN languages l ON l.id = g.language_id
  WHERE g.id = r.region_id AND l.code = 'pl';

CREATE TABLE resource_translations (
  resource_id integer NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language ~ '^[a-z]{2}$'),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  PRIMARY KEY (resource_id, language)
);
INSERT INTO resource_translations (resource_id, language, title, description)
  SELECT id, fallback_language, title, description FROM resources;
ALTER TABLE resources DROP COLUMN title;
ALTER TABLE resources DROP COLUMN description;

-- Since when the clean-up job has found a picture used by nothing (null: in use, or not looked at yet). It is removed,
-- with its sizes, once that is a day old; uploading the same picture again clears it.
ALTER TABLE media_pictures ADD COLUMN unused_since timestamptz;
