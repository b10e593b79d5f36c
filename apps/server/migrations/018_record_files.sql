-- Files attached to records, their versions, the trash, and the bytes each company stores
-- (issue 12; spec §3 Record files and Trash item, §5 uploads, §9 limits).

-- Upload limits are company parameters with the spec's defaults (§5, §9): files a request, the
-- size factor, a minimum size and the name's length.
ALTER TABLE tenants
  ADD COLUMN upload_max_files smallint NOT NULL DEFAULT 3
    CHECK (upload_max_files BETWEEN 1 AND 10),
  ADD COLUMN upload_max_bytes integer NOT NULL DEFAULT 5242880
    CHECK (upload_max_bytes BETWEEN 1 AND 104857600),
  ADD COLUMN upload_min_bytes integer NOT NULL DEFAULT 1 CHECK (upload_min_bytes >= 1),
  ADD COLUMN file_name_max smallint NOT NULL DEFAULT 100 CHECK (file_name_max BETWEEN 5 AND 255),
  ADD CONSTRAINT tenants_upload_bounds CHECK (upload_min_bytes <= upload_max_bytes);
GRANT UPDATE (upload_max_files, upload_max_bytes, upload_min_bytes, file_name_max)
  ON tenants TO {{app_role}};

-- A file of a record: the name a person gave it, its subject, and which version is current. A
-- file moved to the trash keeps its row, with why, who and when, until it is restored or deleted.
CREATE TABLE record_files (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  record_id uuid NOT NULL,
  name text NOT NULL,
  subject text NOT NULL,
  -- The TRD issue adds the documentary types and this column's foreign key.
  documentary_type_id uuid,
  version integer NOT NULL DEFAULT 1,
  created_by uuid NOT NULL,
  -- The clock's time, not the transaction's: files of one upload keep the order they came in.
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz,
  trashed_at timestamptz,
  trashed_by uuid,
  trash_reason text,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, record_id) REFERENCES records (tenant_id, id),
  FOREIGN KEY (tenant_id, created_by) REFERENCES users (tenant_id, id),
  FOREIGN KEY (tenant_id, trashed_by) REFERENCES users (tenant_id, id),
  CONSTRAINT record_files_trash CHECK (
    (trashed_at IS NULL AND trashed_by IS NULL AND trash_reason IS NULL)
    OR (trashed_at IS NOT NULL AND trashed_by IS NOT NULL AND trash_reason IS NOT NULL)
  )
);
CREATE INDEX record_files_of_record ON record_files (tenant_id, record_id, created_at);
CREATE INDEX record_files_in_trash ON record_files (tenant_id, trashed_at DESC)
  WHERE trashed_at IS NOT NULL;
GRANT SELECT, INSERT, UPDATE, DELETE ON record_files TO {{app_role}};
SELECT enable_tenant_isolation('record_files');

-- Every version of a file as stored: where (a key of the storage), what type its content is, its
-- size and SHA-256, who uploaded it and when. Versions are never changed, only deleted with their
-- file.
CREATE TABLE file_versions (
  tenant_id uuid NOT NULL,
  file_id uuid NOT NULL,
  version integer NOT NULL CHECK (version >= 1),
  storage_key text NOT NULL,
  mime text NOT NULL,
  size bigint NOT NULL CHECK (size >= 0),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  uploaded_by uuid NOT NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, file_id, version),
  FOREIGN KEY (tenant_id, file_id) REFERENCES record_files (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, uploaded_by) REFERENCES users (tenant_id, id),
  CONSTRAINT file_versions_key_unique UNIQUE (tenant_id, storage_key)
);
GRANT SELECT, INSERT, DELETE ON file_versions TO {{app_role}};
SELECT enable_tenant_isolation('file_versions');

-- The bytes a company stores in its records' files, every version and the trash included, kept
-- current by the database as versions come and go (the metrics screen reads it).
CREATE TABLE company_storage (
  tenant_id uuid PRIMARY KEY REFERENCES tenants (id),
  bytes bigint NOT NULL DEFAULT 0,
  files integer NOT NULL DEFAULT 0
);
GRANT SELECT, INSERT, UPDATE ON company_storage TO {{app_role}};
SELECT enable_tenant_isolation('company_storage');

CREATE FUNCTION company_storage_follows_versions() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO company_storage AS s (tenant_id, bytes, files) VALUES (NEW.tenant_id, NEW.size, 1)
      ON CONFLICT (tenant_id) DO UPDATE SET bytes = s.bytes + NEW.size, files = s.files + 1;
    RETURN NEW;
  END IF;
  UPDATE company_storage SET bytes = bytes - OLD.size, files = files - 1
   WHERE tenant_id = OLD.tenant_id;
  RETURN OLD;
END $$;
CREATE TRIGGER file_versions_count AFTER INSERT OR DELETE ON file_versions
  FOR EACH ROW EXECUTE FUNCTION company_storage_follows_versions();
