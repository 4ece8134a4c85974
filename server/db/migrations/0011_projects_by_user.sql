-- A user's project count (GET /v1/company/user/self, the team list) from an index, not a walk over every
-- project of the company (issue 15: 956 rps at 5,000 projects).
CREATE INDEX IF NOT EXISTS projects_company_user_idx ON projects (company_id, user_id);
