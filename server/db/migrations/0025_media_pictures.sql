-- The club's picture store (docs/decisions/0285): catalogue pictures kept in the database, so every instance, every
-- backup (pg_dump) and every PGlite test sees the same pictures with no shared volume. A picture is its source (a
-- drawing the seed ships as SVG, or an uploaded photo normalised to WebP) under a key made from its bytes; the sizes
-- the app shows (AVIF and WebP at fixed widths) are made from it on their first request and kept beside it.
CREATE TABLE IF NOT EXISTS media_pictures (
  key text PRIMARY KEY CHECK (key ~ '^[a-f0-9]{32}$'),
  source bytea NOT NULL,
  source_type text NOT NULL CHECK (source_type IN ('svg', 'webp')),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS media_variants (
  key text NOT NULL REFERENCES media_pictures (key) ON DELETE CASCADE,
  width integer NOT NULL CHECK (width > 0),
  format text NOT NULL CHECK (format IN ('avif', 'webp')),
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (key, width, format)
);
