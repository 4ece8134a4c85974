-- How many projects each user of a company has in each status, kept by a trigger on every write to projects
-- (insert, status change, delete). The project list's total and a user's project count read a few of these rows
-- instead of counting the projects: at 5,000 open projects the count walked all of them on every uncached read,
-- 5.6x the time of a 2-project list (issue 15, docs/decisions/0230). user_id 0 stands for a project without a user.
CREATE TABLE IF NOT EXISTS project_counts (
  company_id integer NOT NULL,
  user_id integer NOT NULL,
  status smallint NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (company_id, user_id, status)
);

CREATE OR REPLACE FUNCTION project_counts_add(company integer, member integer, state smallint, delta integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO project_counts (company_id, user_id, status, n) VALUES (company, member, state, delta)
  ON CONFLICT (company_id, user_id, status) DO UPDATE SET n = project_counts.n + delta;
$$;

-- A status change moves one count to another row: the two rows are taken in key order, so two changes in opposite
-- directions (an operator's review beside the installer's own) wait for each other instead of deadlocking.
CREATE OR REPLACE FUNCTION project_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_key record;
  new_key record;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_key := (OLD.company_id, coalesce(OLD.user_id, 0), OLD.status);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_key := (NEW.company_id, coalesce(NEW.user_id, 0), NEW.status);
  END IF;
  IF TG_OP = 'UPDATE' AND old_key = new_key THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND old_key < new_key) THEN
    PERFORM project_counts_add(OLD.company_id, coalesce(OLD.user_id, 0), OLD.status, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM project_counts_add(NEW.company_id, coalesce(NEW.user_id, 0), NEW.status, 1);
  END IF;
  IF TG_OP = 'UPDATE' AND old_key > new_key THEN
    PERFORM project_counts_add(OLD.company_id, coalesce(OLD.user_id, 0), OLD.status, -1);
  END IF;
  RETURN NULL;
END;
$$;

DROP TRIGGER IF EXISTS projects_counted ON projects;
-- Only the columns the counts are keyed by: edits of a project's name or address do not touch them.
CREATE TRIGGER projects_counted AFTER INSERT OR DELETE OR UPDATE OF company_id, user_id, status ON projects
  FOR EACH ROW EXECUTE FUNCTION project_counts_follow();

DELETE FROM project_counts;
INSERT INTO project_counts (company_id, user_id, status, n)
SELECT company_id, coalesce(user_id, 0), status, count(*)::int FROM projects GROUP BY 1, 2, 3;

-- Open projects past their deadline count as lost until the hourly job marks them: found per company.
CREATE INDEX IF NOT EXISTS projects_open_deadline_company_idx ON projects (company_id, deadline_at) WHERE status = 1;
