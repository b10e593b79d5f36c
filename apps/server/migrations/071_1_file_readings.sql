-- The reading of a scanned version of a file (issue 48 point 2): where it stands (queued, waiting
-- for Tesseract to be installed where the jobs run, read, or failed with its reason), the mean
-- confidence of its words, its pages, and the searchable PDF made of it, stored beside the
-- original (which is never rewritten). Its words go into the version's text_content, which the
-- records' search already indexes.
CREATE TABLE file_readings (
  tenant_id uuid NOT NULL,
  file_id uuid NOT NULL,
  version integer NOT NULL,
  state text NOT NULL CHECK (state IN ('queued', 'waiting', 'read', 'failed')),
  confidence real CHECK (confidence BETWEEN 0 AND 100),
  pages integer CHECK (pages >= 1),
  rendition_key text,
  rendition_size bigint,
  problem text,
  queued_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz,
  PRIMARY KEY (tenant_id, file_id, version),
  FOREIGN KEY (tenant_id, file_id, version)
    REFERENCES file_versions (tenant_id, file_id, version) ON DELETE CASCADE,
  CONSTRAINT file_readings_rendition_unique UNIQUE (tenant_id, rendition_key),
  -- Read again, a version keeps its last searchable PDF until the new one replaces it.
  CONSTRAINT file_readings_read CHECK (state <> 'read' OR rendition_key IS NOT NULL)
);
-- The scans not read yet, counted on the jobs screen and found again once the reader is installed.
CREATE INDEX file_readings_unread ON file_readings (tenant_id, state) WHERE state <> 'read';
GRANT SELECT, INSERT, UPDATE ON file_readings TO {{app_role}};
SELECT enable_tenant_isolation('file_readings');
