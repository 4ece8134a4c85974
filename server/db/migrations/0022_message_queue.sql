-- The outbox becomes the queue of messages to deliver (issue 25, docs/decisions/0272): each row is one message, sent
-- at once and retried with back-off until it is sent, refused for good, or too old to matter. Only columns and
-- indexes are added, so an old instance in a rolling deploy keeps writing rows as before (status NULL: delivered, or
-- not, by the instance that wrote them; the queue never touches them).

-- queued: waiting for next_attempt_at; sending: claimed by a sender until next_attempt_at (the claim lapses then, so
-- a sender that died mid-way leaves it to the others); sent; failed: refused for good, or given up at give_up_at.
ALTER TABLE outbox_messages ADD COLUMN IF NOT EXISTS status text
  CHECK (status IN ('queued', 'sending', 'sent', 'failed'));
-- Deliveries tried; each claim counts one, and a sender finishes only the claim it made (its attempt number).
ALTER TABLE outbox_messages ADD COLUMN IF NOT EXISTS attempts integer NOT NULL DEFAULT 0;
ALTER TABLE outbox_messages ADD COLUMN IF NOT EXISTS next_attempt_at timestamptz;
-- A code is worth delivering while it lives (10 minutes); other messages for a day.
ALTER TABLE outbox_messages ADD COLUMN IF NOT EXISTS give_up_at timestamptz;
-- Why the last attempt failed, with the address and any code masked (never a secret of the gateway).
ALTER TABLE outbox_messages ADD COLUMN IF NOT EXISTS last_error text;
ALTER TABLE outbox_messages ADD COLUMN IF NOT EXISTS failed_at timestamptz;
-- The gateway's id of the delivered message (Twilio's message SID, the SMTP Message-ID), for support questions.
ALTER TABLE outbox_messages ADD COLUMN IF NOT EXISTS provider_ref text;
-- The text as it must be delivered, code included, encrypted with a key derived from JWT_SECRET (the row's text has
-- the code masked in production); kept only while the message may still be delivered, emptied once sent or failed.
ALTER TABLE outbox_messages ADD COLUMN IF NOT EXISTS sealed text;

CREATE INDEX IF NOT EXISTS outbox_messages_due_idx ON outbox_messages (next_attempt_at)
  WHERE status IN ('queued', 'sending');
CREATE INDEX IF NOT EXISTS outbox_messages_failed_idx ON outbox_messages (id DESC) WHERE status = 'failed';
