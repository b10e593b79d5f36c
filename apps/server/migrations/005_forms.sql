-- Company-designed forms (spec §3 Form) and their fields (spec §3 Form field).
CREATE TABLE forms (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL,
  description text NOT NULL,
  status smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 4),
  sequence_length smallint NOT NULL CHECK (sequence_length BETWEEN 1 AND 10),
  sticker_type smallint NOT NULL CHECK (sticker_type IN (1, 2)),
  activate_workflow boolean NOT NULL DEFAULT false,
  unique_workflow boolean NOT NULL DEFAULT false,
  mandatory_start boolean NOT NULL DEFAULT false,
  attach_files_at_start text NOT NULL DEFAULT 'none'
    CHECK (attach_files_at_start IN ('all', 'last', 'none')),
  free_notifications boolean NOT NULL DEFAULT false,
  yearly_restart boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
-- A deleted form frees its name.
CREATE UNIQUE INDEX forms_name_unique ON forms (tenant_id, lower(name)) WHERE status <> 4;

CREATE TABLE form_fields (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  form_id uuid NOT NULL,
  position integer NOT NULL,
  label text NOT NULL,
  type_data text NOT NULL CHECK (type_data IN ('text', 'integer', 'date', 'datetime')),
  control_data text NOT NULL,
  required boolean NOT NULL DEFAULT false,
  hide boolean NOT NULL DEFAULT false,
  search_field boolean NOT NULL DEFAULT false,
  is_unique boolean NOT NULL DEFAULT false,
  len_min_chars integer,
  len_max_chars integer,
  item_link uuid,
  allowed_negative boolean NOT NULL DEFAULT false,
  show_pass_dates boolean NOT NULL DEFAULT false,
  edit_manually boolean NOT NULL DEFAULT false,
  form_lookup_name uuid,
  form_lookup_fields uuid[] NOT NULL DEFAULT '{}',
  sticker boolean NOT NULL DEFAULT false,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, form_id) REFERENCES forms (tenant_id, id),
  FOREIGN KEY (tenant_id, item_link) REFERENCES lists (tenant_id, id),
  FOREIGN KEY (tenant_id, form_lookup_name) REFERENCES forms (tenant_id, id)
);
CREATE INDEX form_fields_by_form ON form_fields (tenant_id, form_id, position);

GRANT SELECT, INSERT, UPDATE ON forms TO {{app_role}};
GRANT SELECT, INSERT, UPDATE, DELETE ON form_fields TO {{app_role}};
SELECT enable_tenant_isolation('forms');
SELECT enable_tenant_isolation('form_fields');
