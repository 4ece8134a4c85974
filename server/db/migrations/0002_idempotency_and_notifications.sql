-- The first answer to each (caller, Idempotency-Key) is kept for 30 days and replayed for repeats.
CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  status integer,
  body text,
  created_at timestamptz NOT NULL,
  completed_at timestamptz,
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);

-- Notifications to one user, created by server events (orders, support replies, projects, expiring points).
CREATE TABLE notifications (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('info', 'warning', 'important')),
  event text NOT NULL,
  title text NOT NULL,
  text text NOT NULL,
  meta jsonb NOT NULL DEFAULT '{}',
  read_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX notifications_user_created ON notifications (user_id, created_at DESC);
CREATE INDEX notifications_user_unread ON notifications (user_id) WHERE read_at IS NULL;
