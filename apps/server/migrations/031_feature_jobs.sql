-- Jobs are declared by their features and run in their company's transaction (decision 62): the
-- company is the row's, not a field of each payload, and a job can carry a key by which it is
-- replaced (a deadline moved) or cancelled (a task ended). One pending job per name, company and
-- key; a job without a key is never replaced.
ALTER TABLE jobs ADD COLUMN tenant_id uuid;
ALTER TABLE jobs ADD COLUMN key text;
UPDATE jobs SET tenant_id = (payload->>'tenantId')::uuid WHERE payload ? 'tenantId';
CREATE UNIQUE INDEX jobs_pending_key ON jobs (kind, tenant_id, key) NULLS NOT DISTINCT
  WHERE key IS NOT NULL AND done_at IS NULL AND failed_at IS NULL;
-- Failed jobs for their screen: few, and read newest first.
CREATE INDEX jobs_failed ON jobs (failed_at DESC) WHERE failed_at IS NOT NULL;
GRANT DELETE ON jobs TO {{app_role}};
