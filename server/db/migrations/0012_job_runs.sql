-- Which tick of each scheduled job has run: with several instances on one database, the instance that takes the
-- job's advisory lock first runs it and records the tick here; the others see it and skip (decision 0150).
CREATE TABLE IF NOT EXISTS job_runs (
  name text PRIMARY KEY,
  tick bigint NOT NULL,
  ran_at timestamptz NOT NULL,
  changed integer NOT NULL DEFAULT 0
);
