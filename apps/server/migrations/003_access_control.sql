-- Third-party (integration) accounts are users that may use only the API.
ALTER TABLE users ADD COLUMN is_api_account boolean NOT NULL DEFAULT false;

CREATE TABLE roles (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  permissions smallint[] NOT NULL DEFAULT '{}',
  designer_forms boolean NOT NULL DEFAULT false,
  designer_workflows boolean NOT NULL DEFAULT false,
  all_forms boolean NOT NULL DEFAULT false,
  forms_uuid uuid[] NOT NULL DEFAULT '{}',
  all_workflows boolean NOT NULL DEFAULT false,
  workflows_uuid uuid[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX roles_name_unique ON roles (tenant_id, lower(name));

CREATE TABLE role_members (
  tenant_id uuid NOT NULL,
  role_id uuid NOT NULL,
  user_id uuid NOT NULL,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, role_id, user_id),
  FOREIGN KEY (tenant_id, role_id) REFERENCES roles (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id)
);
CREATE INDEX role_members_by_user ON role_members (tenant_id, user_id);

CREATE TABLE work_groups (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL,
  status smallint NOT NULL DEFAULT 2 CHECK (status IN (1, 2)),
  consecutive_assignment boolean NOT NULL DEFAULT false,
  -- Position of the member who got the last consecutive assignment; the next goes after it.
  last_assigned_position integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX work_groups_name_unique ON work_groups (tenant_id, lower(name));

CREATE TABLE work_group_members (
  tenant_id uuid NOT NULL,
  group_id uuid NOT NULL,
  user_id uuid NOT NULL,
  -- Order of joining: consecutive assignment goes through members in this order.
  position integer NOT NULL,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, group_id, user_id),
  FOREIGN KEY (tenant_id, group_id) REFERENCES work_groups (tenant_id, id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id)
);

GRANT SELECT, INSERT, UPDATE, DELETE ON roles, role_members, work_groups, work_group_members
  TO {{app_role}};

-- Every tenant table from here on is isolated with this one call.
CREATE FUNCTION enable_tenant_isolation(tenant_table regclass) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tenant_table);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tenant_table);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id())',
    tenant_table
  );
END $$;

SELECT enable_tenant_isolation('roles');
SELECT enable_tenant_isolation('role_members');
SELECT enable_tenant_isolation('work_groups');
SELECT enable_tenant_isolation('work_group_members');
