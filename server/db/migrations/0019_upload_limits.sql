-- Uploads bounded and signed-in writes throttled (docs/decisions/0263).

-- When an order first used the file. Files no order uses count in their uploader's quota and are removed (file and
-- row) a day after upload by the hourly job. Files already on an order are marked by searching the orders for
-- their uuid (unique, so a text match is enough).
ALTER TABLE order_files ADD COLUMN IF NOT EXISTS used_at timestamptz;
UPDATE order_files f SET used_at = f.created_at
 WHERE f.used_at IS NULL
   AND EXISTS (SELECT 1 FROM orders o WHERE o.company_id = f.company_id AND strpos(o.meta::text, f.uuid::text) > 0);
-- The quota's sum per uploader, and the hourly job's oldest unused files.
CREATE INDEX IF NOT EXISTS order_files_unused_user_idx ON order_files (user_id) WHERE used_at IS NULL;
CREATE INDEX IF NOT EXISTS order_files_unused_created_idx ON order_files (created_at) WHERE used_at IS NULL;

-- The stored avatar's size: it counts in its person's quota (avatars from before are small and count as 0).
ALTER TABLE users ADD COLUMN IF NOT EXISTS avatar_bytes integer;

-- One row per counted event of a sliding-window limit: a throttled signed-in write per account (`write:user:<id>`)
-- and per client address (`write:addr:<ip>`), an upload per account (`upload:user:<id>`). Counted in the database
-- so every instance sees the same count; the hourly job drops rows older than the longest window (an hour).
CREATE TABLE IF NOT EXISTS rate_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS rate_events_key_idx ON rate_events (key, at);
CREATE INDEX IF NOT EXISTS rate_events_at_idx ON rate_events (at);
