-- Metrics (issue 34 point 1, decision 77). A business transaction appends one delta row per
-- change it makes (a record filed, a file's bytes trashed, a task completed late): an insert, so
-- no two filings ever wait on one counter row. A job of the metrics feature folds the deltas into
-- daily rollups and deletes them in the same transaction, so a delta counts exactly once; the
-- screens read only the rollups.
--
-- One shape serves every figure: a kind, up to three things it is about (a form or a workflow, a
-- step, a person; the nil uuid when none), a bucket (a task's business duration, for medians),
-- a count and an amount (bytes, or business seconds).
CREATE TABLE metric_deltas (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id bigint GENERATED ALWAYS AS IDENTITY,
  at timestamptz NOT NULL DEFAULT now(),
  kind text NOT NULL CHECK (kind IN ('record.filed', 'record.cancelled', 'file.added',
    'storage.live', 'storage.trash', 'process.started', 'process.completed', 'task.onTime',
    'task.late', 'task.duration')),
  subject_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000',
  step_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000',
  user_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000',
  bucket smallint NOT NULL DEFAULT 0,
  count integer NOT NULL DEFAULT 0,
  amount bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, id)
);
GRANT SELECT, INSERT, DELETE ON metric_deltas TO {{app_role}};
SELECT enable_tenant_isolation('metric_deltas');

-- The deltas summed per local day of the company (its time zone when folded). The key leads with
-- the kind and the day, so a figure over a range reads one stretch of the index.
CREATE TABLE metric_days (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  kind text NOT NULL,
  day date NOT NULL,
  subject_id uuid NOT NULL,
  step_id uuid NOT NULL,
  user_id uuid NOT NULL,
  bucket smallint NOT NULL,
  count bigint NOT NULL,
  amount bigint NOT NULL,
  PRIMARY KEY (tenant_id, kind, day, subject_id, step_id, user_id, bucket)
);
GRANT SELECT, INSERT, UPDATE ON metric_days TO {{app_role}};
SELECT enable_tenant_isolation('metric_days');

-- When a company's deltas were last folded (what every figure says it is as of), and the last
-- check of its storage figures against the stored files' sizes with what it had to correct.
CREATE TABLE metric_folds (
  tenant_id uuid PRIMARY KEY REFERENCES tenants (id),
  folded_at timestamptz NOT NULL,
  storage_checked_at timestamptz,
  storage_drift bigint NOT NULL DEFAULT 0
);
GRANT SELECT, INSERT, UPDATE ON metric_folds TO {{app_role}};
SELECT enable_tenant_isolation('metric_folds');

-- The figures so far, from what the database holds today: a company's records by their filing
-- day, and its stored bytes (live and trashed) as of now; cancellations on the day the record
-- was filed, which is the nearest this history knows. The folding job puts them in days.
INSERT INTO metric_deltas (tenant_id, at, kind, subject_id, count)
SELECT tenant_id, created_at, 'record.filed', form_id, 1 FROM records;
INSERT INTO metric_deltas (tenant_id, at, kind, subject_id, count)
SELECT tenant_id, created_at, 'record.cancelled', form_id, 1 FROM records WHERE status = 2;
INSERT INTO metric_deltas (tenant_id, at, kind, count, amount)
SELECT rf.tenant_id, rf.created_at, 'file.added', 1, v.size
  FROM record_files rf
  JOIN file_versions v ON v.tenant_id = rf.tenant_id AND v.file_id = rf.id AND v.version = 1;
INSERT INTO metric_deltas (tenant_id, at, kind, amount)
SELECT rf.tenant_id, v.uploaded_at,
       CASE WHEN rf.trashed_at IS NULL THEN 'storage.live' ELSE 'storage.trash' END, v.size
  FROM record_files rf JOIN file_versions v ON v.tenant_id = rf.tenant_id AND v.file_id = rf.id;

-- The counter row every upload in a company updated: its figure is now the rollups'.
DROP TRIGGER file_versions_count ON file_versions;
DROP FUNCTION company_storage_follows_versions();
DROP TABLE company_storage;
