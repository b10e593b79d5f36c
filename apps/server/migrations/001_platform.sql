-- The role every application query runs as: not owner, not superuser, not BYPASSRLS,
-- so the row-level security policies below always apply to it.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '{{app_role}}') THEN
    CREATE ROLE {{app_role}} NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
END $$;
GRANT {{app_role}} TO CURRENT_USER;
GRANT USAGE ON SCHEMA public TO {{app_role}};

-- The tenant of the current transaction, set by the application with set_config(..., true).
CREATE FUNCTION current_tenant_id() RETURNS uuid
  LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('app.tenant_id', true), '')::uuid $$;

CREATE TABLE tenants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  domain text NOT NULL,
  name text NOT NULL,
  tax_id text NOT NULL,
  password_expiration_days integer CHECK (password_expiration_days > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT tenants_domain_unique UNIQUE (domain),
  CONSTRAINT tenants_tax_id_unique UNIQUE (tax_id)
);
-- Login resolves the company from the domain before any tenant is set, so the table is readable.
GRANT SELECT, INSERT ON tenants TO {{app_role}};
GRANT UPDATE (name, password_expiration_days) ON tenants TO {{app_role}};

CREATE TABLE users (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  user_name text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  document_type smallint NOT NULL CHECK (document_type IN (1, 2)),
  document_reference text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  user_type smallint NOT NULL CHECK (user_type IN (1, 2, 3)),
  status smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 5),
  password_hash text,
  password_changed_at timestamptz,
  failed_logins integer NOT NULL DEFAULT 0,
  avatar_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  CONSTRAINT users_user_name_unique UNIQUE (tenant_id, user_name),
  CONSTRAINT users_document_unique UNIQUE (tenant_id, document_reference),
  CONSTRAINT users_email_unique UNIQUE (tenant_id, email)
);
CREATE INDEX users_by_created ON users (tenant_id, created_at DESC, id);

CREATE TABLE sessions (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  token_hash text NOT NULL,
  user_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  PRIMARY KEY (tenant_id, token_hash),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id)
);
CREATE INDEX sessions_by_user ON sessions (tenant_id, user_id) WHERE revoked_at IS NULL;

CREATE TABLE password_tokens (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  token_hash text NOT NULL,
  user_id uuid NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('welcome', 'reset')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, token_hash),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id)
);

-- Append-only and hash-chained per company: each row's hash covers the previous row's hash.
CREATE TABLE audit_logs (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  seq bigint NOT NULL,
  at timestamptz NOT NULL,
  user_id uuid,
  user_name text,
  module text NOT NULL,
  action text NOT NULL,
  entity_type text NOT NULL,
  entity_id text,
  changes jsonb NOT NULL DEFAULT '{}',
  prev_hash text NOT NULL,
  hash text NOT NULL,
  PRIMARY KEY (tenant_id, seq)
);
CREATE INDEX audit_logs_by_entity ON audit_logs (tenant_id, entity_type, entity_id);
CREATE INDEX audit_logs_by_user ON audit_logs (tenant_id, user_id);
CREATE INDEX audit_logs_by_time ON audit_logs (tenant_id, at);

CREATE FUNCTION audit_logs_append_only() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN RAISE EXCEPTION 'audit_logs is append-only'; END $$;
CREATE TRIGGER audit_logs_no_update BEFORE UPDATE OR DELETE ON audit_logs
  FOR EACH ROW EXECUTE FUNCTION audit_logs_append_only();

-- Background work (e-mail now; exports and purges later), written in the same transaction as the
-- change that causes it. A system table: the worker serves every company.
CREATE TABLE jobs (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL,
  run_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  done_at timestamptz,
  failed_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jobs_due ON jobs (run_at) WHERE done_at IS NULL AND failed_at IS NULL;
GRANT SELECT, INSERT, UPDATE ON jobs TO {{app_role}};
GRANT USAGE ON SEQUENCE jobs_id_seq TO {{app_role}};

GRANT SELECT, INSERT, UPDATE, DELETE ON users, sessions, password_tokens TO {{app_role}};
GRANT SELECT, INSERT ON audit_logs TO {{app_role}};

DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['users', 'sessions', 'password_tokens', 'audit_logs'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tenant_table);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tenant_table);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id())',
      tenant_table
    );
  END LOOP;
END $$;
