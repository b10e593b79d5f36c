-- The runner that claimed a running job: the key of the advisory lock it holds while it lives
-- (platform/jobs.ts). A runner that finds no session holding that lock reclaims the job at once
-- instead of waiting out its lease.
ALTER TABLE jobs ADD COLUMN locked_by integer;
