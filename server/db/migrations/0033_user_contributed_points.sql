-- The points each user brought to their company (the positive rows of the ledger they earned), kept as a running
-- total instead of summed from the whole ledger on every GET /v1/company/user/self, which every open app asks every
-- 180 s (issue 30, docs/decisions/0296). A trigger follows every write to points_ledger, as project_counts does
-- (0015): the points service is the ledger's one writer in the app, the trigger keeps the total exact for seeds,
-- tests and any repair by hand too. No foreign key: a removed user's row stays and is read by nobody.
CREATE TABLE IF NOT EXISTS user_contributed_points (
  user_id integer PRIMARY KEY,
  points integer NOT NULL
);

CREATE OR REPLACE FUNCTION user_contributed_points_add(member integer, delta integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO user_contributed_points (user_id, points) VALUES (member, delta)
  ON CONFLICT (user_id) DO UPDATE SET points = user_contributed_points.points + delta;
$$;

CREATE OR REPLACE FUNCTION user_contributed_points_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.user_id IS NOT NULL AND OLD.variation = 'positive' AND OLD.points <> 0 THEN
    PERFORM user_contributed_points_add(OLD.user_id, -OLD.points);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.user_id IS NOT NULL AND NEW.variation = 'positive' AND NEW.points <> 0 THEN
    PERFORM user_contributed_points_add(NEW.user_id, NEW.points);
  END IF;
  RETURN NULL;
END;
$$;

DROP TRIGGER IF EXISTS points_ledger_contributed ON points_ledger;
CREATE TRIGGER points_ledger_contributed AFTER INSERT OR DELETE OR UPDATE OF user_id, variation, points
  ON points_ledger FOR EACH ROW EXECUTE FUNCTION user_contributed_points_follow();

DELETE FROM user_contributed_points;
INSERT INTO user_contributed_points (user_id, points)
SELECT user_id, sum(points)::int FROM points_ledger WHERE user_id IS NOT NULL AND variation = 'positive' GROUP BY 1;
