-- Each company's points kept as running figures instead of summed from its whole ledger on every balance read, every
-- order and every hourly expiry run (issue 30, docs/decisions/0297): the balance, what was ever consumed (spent,
-- reserved or expired, as a positive number) and what was earned per calendar year (UTC), which is all that
-- "earned before 1 January of year Y" needs. Statement-level triggers with transition tables follow every write to
-- points_ledger, so a statement writing thousands of rows (the expiry batch, a seed) updates each company's figures
-- once; the company's lock (lockCompanyPoints), taken by every writer of its points, orders the updates.
CREATE TABLE IF NOT EXISTS company_points_totals (
  company_id integer PRIMARY KEY,
  balance bigint NOT NULL,
  consumed bigint NOT NULL
);

CREATE TABLE IF NOT EXISTS company_points_earned (
  company_id integer NOT NULL,
  year integer NOT NULL,
  points bigint NOT NULL,
  PRIMARY KEY (company_id, year)
);

-- direction: 1 for rows added, -1 for rows taken away.
CREATE OR REPLACE FUNCTION company_points_apply(rows_json jsonb, direction integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO company_points_totals AS t (company_id, balance, consumed)
  SELECT r.company_id, direction * sum(r.points), direction * sum(CASE WHEN r.variation <> 'positive' THEN -r.points ELSE 0 END)
    FROM jsonb_to_recordset(rows_json) AS r(company_id integer, variation text, points integer, created_at timestamptz)
   GROUP BY r.company_id
  ON CONFLICT (company_id) DO UPDATE
    SET balance = t.balance + EXCLUDED.balance, consumed = t.consumed + EXCLUDED.consumed;
  INSERT INTO company_points_earned AS e (company_id, year, points)
  SELECT r.company_id, extract(year FROM r.created_at AT TIME ZONE 'UTC')::int, direction * sum(r.points)
    FROM jsonb_to_recordset(rows_json) AS r(company_id integer, variation text, points integer, created_at timestamptz)
   WHERE r.variation = 'positive'
   GROUP BY 1, 2
  ON CONFLICT (company_id, year) DO UPDATE SET points = e.points + EXCLUDED.points;
$$;

-- One function for the three triggers, as in PostgreSQL's own transition-table example: a branch names only the
-- transition tables its operation has. Rows are grouped by company, kind and year before they are applied.
CREATE OR REPLACE FUNCTION company_points_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM company_points_apply(coalesce(jsonb_agg(g), '[]'), -1) FROM (
      SELECT company_id, variation, sum(points)::int AS points, min(created_at) AS created_at
        FROM removed GROUP BY company_id, variation, extract(year FROM created_at AT TIME ZONE 'UTC')) g;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM company_points_apply(coalesce(jsonb_agg(g), '[]'), 1) FROM (
      SELECT company_id, variation, sum(points)::int AS points, min(created_at) AS created_at
        FROM added GROUP BY company_id, variation, extract(year FROM created_at AT TIME ZONE 'UTC')) g;
  END IF;
  RETURN NULL;
END;
$$;

DROP TRIGGER IF EXISTS points_ledger_company_totals_insert ON points_ledger;
DROP TRIGGER IF EXISTS points_ledger_company_totals_delete ON points_ledger;
DROP TRIGGER IF EXISTS points_ledger_company_totals_update ON points_ledger;
CREATE TRIGGER points_ledger_company_totals_insert AFTER INSERT ON points_ledger
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION company_points_follow();
CREATE TRIGGER points_ledger_company_totals_delete AFTER DELETE ON points_ledger
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION company_points_follow();
CREATE TRIGGER points_ledger_company_totals_update AFTER UPDATE ON points_ledger
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION company_points_follow();

DELETE FROM company_points_totals;
DELETE FROM company_points_earned;
INSERT INTO company_points_totals (company_id, balance, consumed)
SELECT company_id, sum(points), coalesce(-sum(points) FILTER (WHERE variation <> 'positive'), 0)
  FROM points_ledger GROUP BY company_id;
INSERT INTO company_points_earned (company_id, year, points)
SELECT company_id, extract(year FROM created_at AT TIME ZONE 'UTC')::int, sum(points)
  FROM points_ledger WHERE variation = 'positive' GROUP BY 1, 2;
