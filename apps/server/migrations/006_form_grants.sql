-- What each role lets its members do with each form's records (spec §6 role grants per form).
CREATE TABLE role_form_grants (
  tenant_id uuid NOT NULL,
  role_id uuid NOT NULL,
  form_id uuid NOT NULL,
  file boolean NOT NULL DEFAULT false,
  query boolean NOT NULL DEFAULT false,
  view_files boolean NOT NULL DEFAULT false,
  start_workflows boolean NOT NULL DEFAULT false,
  view_started_processes boolean NOT NULL DEFAULT false,
  PRIMARY KEY (tenant_id, role_id, form_id),
  FOREIGN KEY (tenant_id, role_id) REFERENCES roles (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, form_id) REFERENCES forms (tenant_id, id),
  -- Starting workflows turns on viewing the processes started (spec §4).
  CHECK (NOT start_workflows OR view_started_processes)
);

GRANT SELECT, INSERT, UPDATE, DELETE ON role_form_grants TO {{app_role}};
SELECT enable_tenant_isolation('role_form_grants');
