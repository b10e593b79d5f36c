-- The retention structure (TRD, issue 13; spec §3 TRD node, expedient, documentary type, level
-- permission entry; §5 TRD rules). One tree of nodes for every level, the closure of its
-- ancestry (permissions on a level hold below it), the series' retention, documentary types,
-- expedients with their frozen electronic index, where files sit in the tree, and the roles'
-- per-level grants.

-- Levels: 1 fund (background), 2 section, 3 subsection, 4 series, 5 subseries, 6 expedient,
-- 7 subdivision (documentary unit), 8 directory, 9 subdirectory. Status 1 active, 2 inactive.
CREATE TABLE trd_nodes (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  parent_id uuid,
  level smallint NOT NULL CHECK (level BETWEEN 1 AND 9),
  code text NOT NULL CHECK (length(code) BETWEEN 1 AND 150),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 150),
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),
  -- Retention of a series or subseries (beyond the spec, as an archivist expects it): years in
  -- the office (gestión) and central archives, the final dispositions that apply, the procedure,
  -- support (1 physical, 2 electronic, 3 hybrid) and access class (1 public, 2 classified,
  -- 3 reserved).
  office_years smallint CHECK (office_years BETWEEN 0 AND 100),
  central_years smallint CHECK (central_years BETWEEN 0 AND 100),
  disposition_conservation boolean NOT NULL DEFAULT false,
  disposition_elimination boolean NOT NULL DEFAULT false,
  disposition_selection boolean NOT NULL DEFAULT false,
  disposition_digitization boolean NOT NULL DEFAULT false,
  procedure text NOT NULL DEFAULT '',
  support smallint CHECK (support IN (1, 2, 3)),
  access_class smallint CHECK (access_class IN (1, 2, 3)),
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, parent_id) REFERENCES trd_nodes (tenant_id, id),
  FOREIGN KEY (tenant_id, created_by) REFERENCES users (tenant_id, id),
  CHECK ((level = 1) = (parent_id IS NULL)),
  CHECK (level IN (4, 5) OR (office_years IS NULL AND central_years IS NULL AND support IS NULL
    AND access_class IS NULL))
);
-- Siblings differ by code and by name (20000–20094); the funds are siblings of each other.
CREATE UNIQUE INDEX trd_nodes_code_unique ON trd_nodes
  (tenant_id, COALESCE(parent_id, '00000000-0000-0000-0000-000000000000'::uuid), lower(code));
CREATE UNIQUE INDEX trd_nodes_name_unique ON trd_nodes
  (tenant_id, COALESCE(parent_id, '00000000-0000-0000-0000-000000000000'::uuid), lower(name));
-- The tree opens level by level: one parent's children, in code order.
CREATE INDEX trd_nodes_children ON trd_nodes (tenant_id, parent_id, code);

-- Every node's ancestors and itself (depth 0), kept by the database as nodes are created: a grant
-- on a level reaches what is below it through one equality join, an index the row-level security
-- keeps using (decision 42: uuid equality is leakproof, array operators are not).
CREATE TABLE trd_node_ancestors (
  tenant_id uuid NOT NULL,
  node_id uuid NOT NULL,
  ancestor_id uuid NOT NULL,
  depth smallint NOT NULL CHECK (depth >= 0),
  PRIMARY KEY (tenant_id, node_id, ancestor_id),
  FOREIGN KEY (tenant_id, node_id) REFERENCES trd_nodes (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, ancestor_id) REFERENCES trd_nodes (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX trd_node_ancestors_below ON trd_node_ancestors (tenant_id, ancestor_id, node_id);

CREATE FUNCTION trd_node_ancestry() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO trd_node_ancestors (tenant_id, node_id, ancestor_id, depth)
    VALUES (NEW.tenant_id, NEW.id, NEW.id, 0);
  INSERT INTO trd_node_ancestors (tenant_id, node_id, ancestor_id, depth)
    SELECT NEW.tenant_id, NEW.id, a.ancestor_id, a.depth + 1
      FROM trd_node_ancestors a
     WHERE a.tenant_id = NEW.tenant_id AND a.node_id = NEW.parent_id;
  RETURN NEW;
END $$;
CREATE TRIGGER trd_nodes_ancestry AFTER INSERT ON trd_nodes
  FOR EACH ROW EXECUTE FUNCTION trd_node_ancestry();

-- Documentary types (spec §3): a name unique in the company, who created it and when.
CREATE TABLE documentary_types (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 150),
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, created_by) REFERENCES users (tenant_id, id)
);
CREATE UNIQUE INDEX documentary_types_name_unique ON documentary_types (tenant_id, lower(name));

-- The documentary types that belong to a series or subseries.
CREATE TABLE trd_node_documentary_types (
  tenant_id uuid NOT NULL,
  node_id uuid NOT NULL,
  documentary_type_id uuid NOT NULL,
  PRIMARY KEY (tenant_id, node_id, documentary_type_id),
  FOREIGN KEY (tenant_id, node_id) REFERENCES trd_nodes (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, documentary_type_id) REFERENCES documentary_types (tenant_id, id)
);
CREATE INDEX trd_node_documentary_types_by_type
  ON trd_node_documentary_types (tenant_id, documentary_type_id);

-- An expedient (case file) is a node of level 6; what only it has lives here. Status 1 open,
-- 2 closed. Closing freezes its electronic index and writes the index's hash.
CREATE TABLE expedients (
  tenant_id uuid NOT NULL,
  node_id uuid NOT NULL,
  number text NOT NULL CHECK (length(number) BETWEEN 1 AND 150),
  subject text NOT NULL DEFAULT '',
  opened_on date NOT NULL,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),
  closed_at timestamptz,
  closed_by uuid,
  index_sha256 text CHECK (index_sha256 ~ '^[0-9a-f]{64}$'),
  PRIMARY KEY (tenant_id, node_id),
  FOREIGN KEY (tenant_id, node_id) REFERENCES trd_nodes (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, closed_by) REFERENCES users (tenant_id, id),
  CHECK ((status = 2) = (closed_at IS NOT NULL AND closed_by IS NOT NULL
    AND index_sha256 IS NOT NULL))
);
CREATE UNIQUE INDEX expedients_number_unique ON expedients (tenant_id, lower(number));
-- Consultation lists a company's expedients by status and closing date (due for transfer).
CREATE INDEX expedients_by_status ON expedients (tenant_id, status, closed_at);

-- The electronic index as frozen when the expedient closed (AGN Acuerdo 002 de 2014): one row
-- per document in its order. An open expedient's index is computed from its files instead.
CREATE TABLE expedient_index_entries (
  tenant_id uuid NOT NULL,
  expedient_id uuid NOT NULL,
  position integer NOT NULL CHECK (position >= 1),
  file_id uuid NOT NULL,
  version integer NOT NULL,
  name text NOT NULL,
  documentary_type text,
  created_at timestamptz NOT NULL,
  added_at timestamptz NOT NULL,
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  first_page integer NOT NULL,
  last_page integer NOT NULL,
  format text NOT NULL,
  size bigint NOT NULL,
  -- 1 born electronic, 2 digitized.
  origin smallint NOT NULL CHECK (origin IN (1, 2)),
  PRIMARY KEY (tenant_id, expedient_id, position),
  FOREIGN KEY (tenant_id, expedient_id) REFERENCES expedients (tenant_id, node_id)
);

-- Records linked to an expedient (spec: set and remove expedient path; related records).
CREATE TABLE expedient_records (
  tenant_id uuid NOT NULL,
  expedient_id uuid NOT NULL,
  record_id uuid NOT NULL,
  linked_by uuid NOT NULL,
  linked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, expedient_id, record_id),
  FOREIGN KEY (tenant_id, expedient_id) REFERENCES expedients (tenant_id, node_id),
  FOREIGN KEY (tenant_id, record_id) REFERENCES records (tenant_id, id),
  FOREIGN KEY (tenant_id, linked_by) REFERENCES users (tenant_id, id)
);
CREATE INDEX expedient_records_by_record ON expedient_records (tenant_id, record_id);

-- Where a file sits in the tree (its form's publication path, an expedient, a subdivision or a
-- directory), since when, its documentary type (the column of migration 018) and its origin;
-- the number of pages of each version, read with its text, for the index's first and last page.
ALTER TABLE record_files
  ADD COLUMN trd_node_id uuid,
  ADD COLUMN located_at timestamptz,
  ADD COLUMN origin smallint NOT NULL DEFAULT 1 CHECK (origin IN (1, 2)),
  ADD CONSTRAINT record_files_trd_node
    FOREIGN KEY (tenant_id, trd_node_id) REFERENCES trd_nodes (tenant_id, id),
  ADD CONSTRAINT record_files_documentary_type
    FOREIGN KEY (tenant_id, documentary_type_id) REFERENCES documentary_types (tenant_id, id),
  ADD CONSTRAINT record_files_location CHECK ((trd_node_id IS NULL) = (located_at IS NULL));
CREATE INDEX record_files_in_node ON record_files (tenant_id, trd_node_id, located_at)
  WHERE trd_node_id IS NOT NULL;
ALTER TABLE file_versions ADD COLUMN pages integer CHECK (pages >= 0);
GRANT UPDATE (pages) ON file_versions TO {{app_role}};

-- A form's publication path: the series or subseries its records' files are placed in.
ALTER TABLE forms
  ADD COLUMN trd_path_id uuid,
  ADD CONSTRAINT forms_trd_path FOREIGN KEY (tenant_id, trd_path_id)
    REFERENCES trd_nodes (tenant_id, id);
CREATE INDEX forms_by_trd_path ON forms (tenant_id, trd_path_id) WHERE trd_path_id IS NOT NULL;

-- The expedient consultation's menu entry shows when the company turns this on (spec §2).
ALTER TABLE tenants ADD COLUMN expedient_consult boolean NOT NULL DEFAULT true;
GRANT UPDATE (expedient_consult) ON tenants TO {{app_role}};

-- What a role lets its members do on a level and everything below it (spec §6 TRD-level
-- grants): consult, and publish/upload.
CREATE TABLE role_trd_grants (
  tenant_id uuid NOT NULL,
  role_id uuid NOT NULL,
  node_id uuid NOT NULL,
  consult boolean NOT NULL DEFAULT false,
  upload boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, role_id, node_id),
  FOREIGN KEY (tenant_id, role_id) REFERENCES roles (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, node_id) REFERENCES trd_nodes (tenant_id, id) ON DELETE CASCADE,
  CHECK (consult OR upload)
);
CREATE INDEX role_trd_grants_by_node ON role_trd_grants (tenant_id, node_id);

GRANT SELECT, INSERT, UPDATE, DELETE ON trd_nodes, documentary_types, trd_node_documentary_types,
  expedients, expedient_records, role_trd_grants TO {{app_role}};
GRANT SELECT, INSERT, DELETE ON trd_node_ancestors, expedient_index_entries TO {{app_role}};
SELECT enable_tenant_isolation('trd_nodes');
SELECT enable_tenant_isolation('trd_node_ancestors');
SELECT enable_tenant_isolation('documentary_types');
SELECT enable_tenant_isolation('trd_node_documentary_types');
SELECT enable_tenant_isolation('expedients');
SELECT enable_tenant_isolation('expedient_index_entries');
SELECT enable_tenant_isolation('expedient_records');
SELECT enable_tenant_isolation('role_trd_grants');
