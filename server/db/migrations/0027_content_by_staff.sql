-- News, tutorials, hero slides and resources edited by staff (issue 28, decision 0289). Articles already had one
-- version per language (content_translations); what an editor adds is the version installers read when there is
-- none in their language. The seeded articles keep English (then Polish) as before.
ALTER TABLE content_items ADD COLUMN fallback_language text NOT NULL DEFAULT 'en' CHECK (fallback_language ~ '^[a-z]{2}$');
-- The console lists an article's regions and removes them when the article goes.
CREATE INDEX content_regions_item_idx ON content_regions (item_id);
