-- Which token each refresh token was issued for, and when a token was exchanged (rotated), as against revoked for
-- another reason (a sign-out, a family ended as replayed, a sibling superseded). A rotated token presented again
-- while none of its successors has been exchanged means the answer that carried the successor was lost on the way
-- (an installer's signal dropped), not that the token leaked: it is exchanged once more instead of ending the
-- session (docs/decisions/0250).
ALTER TABLE refresh_tokens ADD COLUMN IF NOT EXISTS parent_id integer REFERENCES refresh_tokens(id) ON DELETE CASCADE;
ALTER TABLE refresh_tokens ADD COLUMN IF NOT EXISTS rotated_at timestamptz;
CREATE INDEX IF NOT EXISTS refresh_tokens_parent_idx ON refresh_tokens (parent_id) WHERE parent_id IS NOT NULL;
