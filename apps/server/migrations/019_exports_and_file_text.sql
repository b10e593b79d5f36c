-- Record exports (spec §3 Export, §4 states, §9 limits) and the text of record files for the
-- records' full-text search (issue 12, points 6 and 8).

-- One export of a form's records: asked by a person, built by the job runner into an XLSX kept
-- for 7 days. Status (spec §4): 1 in progress, 2 finished, 3 failed.
CREATE TABLE record_exports (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  form_id uuid NOT NULL,
  requested_by uuid NOT NULL,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  -- How the file is written: dates in this time zone, headings and labels in this language.
  time_zone text NOT NULL,
  language text NOT NULL,
  record_count integer NOT NULL CHECK (record_count >= 0),
  rows_written integer NOT NULL DEFAULT 0,
  storage_key text,
  size bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  expires_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, form_id) REFERENCES forms (tenant_id, id),
  FOREIGN KEY (tenant_id, requested_by) REFERENCES users (tenant_id, id),
  CONSTRAINT record_exports_finished CHECK (
    status <> 2 OR (storage_key IS NOT NULL AND finished_at IS NOT NULL AND expires_at IS NOT NULL)
  )
);
CREATE INDEX record_exports_of_user ON record_exports (tenant_id, requested_by, created_at DESC);
-- At most 3 in progress per company (30106): counted on every request.
CREATE INDEX record_exports_in_progress ON record_exports (tenant_id) WHERE status = 1;
GRANT SELECT, INSERT, UPDATE ON record_exports TO {{app_role}};
SELECT enable_tenant_isolation('record_exports');

-- The text of a file's version, as the extraction job read it (PDF, Office, plain text), for the
-- records' full-text search to read. NULL until the job has run; '' when the file holds none.
ALTER TABLE file_versions
  ADD COLUMN text_content text,
  ADD COLUMN text_extracted_at timestamptz;
GRANT UPDATE (text_content, text_extracted_at) ON file_versions TO {{app_role}};
