-- Value lists that feed select fields (spec §3 List). A list may hang from a parent list, and its
-- items from the parent list's items, so selects can cascade (department → city).
CREATE TABLE lists (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL,
  parent_list_id uuid,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, parent_list_id) REFERENCES lists (tenant_id, id)
);
CREATE UNIQUE INDEX lists_name_unique ON lists (tenant_id, lower(name));
CREATE INDEX lists_by_parent ON lists (tenant_id, parent_list_id);

CREATE TABLE list_items (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  list_id uuid NOT NULL,
  name text NOT NULL,
  parent_item_id uuid,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, list_id) REFERENCES lists (tenant_id, id),
  FOREIGN KEY (tenant_id, parent_item_id) REFERENCES list_items (tenant_id, id)
);
CREATE UNIQUE INDEX list_items_name_unique ON list_items (tenant_id, list_id, lower(name));

GRANT SELECT, INSERT, UPDATE ON lists, list_items TO {{app_role}};
SELECT enable_tenant_isolation('lists');
SELECT enable_tenant_isolation('list_items');
