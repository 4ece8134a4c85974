-- News marked important are pushed to installers' devices once, when they are published (issue 29, decision 0293
-- of 2026-11-27): the flag staff set in the console, and when the push was queued (never twice).
ALTER TABLE content_items ADD COLUMN important boolean NOT NULL DEFAULT false;
ALTER TABLE content_items ADD COLUMN pushed_at timestamptz;
-- What the job looks for every hour: important items not pushed yet.
CREATE INDEX content_items_push_due_idx ON content_items (published_at) WHERE important AND pushed_at IS NULL;
