-- Workflows (spec §3 Workflow): a form's BPMN process, every diagram saved for it, and the steps
-- drawn in them with their configuration (issue 14). The process engine reads these as stored.
CREATE TABLE workflows (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  form_id uuid NOT NULL,
  name text NOT NULL,
  description text NOT NULL,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, form_id) REFERENCES forms (tenant_id, id),
  FOREIGN KEY (tenant_id, created_by) REFERENCES users (tenant_id, id)
);
CREATE UNIQUE INDEX workflows_name_unique ON workflows (tenant_id, lower(name));
CREATE INDEX workflows_by_form ON workflows (tenant_id, form_id, status);

-- Every saved diagram is kept as a version: a process runs the version it started with
-- (ARCHITECTURE §7). The token is the address its XML is served at without a session: the
-- company's id and 256 random bits, so the server knows which company to look in.
CREATE TABLE workflow_models (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  workflow_id uuid NOT NULL,
  version integer NOT NULL,
  xml text NOT NULL,
  size_bytes integer NOT NULL,
  token text NOT NULL,
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, workflow_id, version),
  UNIQUE (tenant_id, token),
  FOREIGN KEY (tenant_id, workflow_id) REFERENCES workflows (tenant_id, id),
  FOREIGN KEY (tenant_id, created_by) REFERENCES users (tenant_id, id)
);

-- A step is one element of the diagrams (events, tasks, gateways, sequence flows). It keeps its
-- id and its configuration for as long as its element keeps its id across saves; an element
-- removed from the newest diagram leaves its step for the versions that still hold it.
CREATE TABLE workflow_steps (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  workflow_id uuid NOT NULL,
  element_id text NOT NULL,
  type text NOT NULL CHECK (type IN ('start_event', 'sequence_flow', 'manual_task', 'user_task',
                                     'exclusive_gateway', 'end_event', 'send_task')),
  -- The element's name in the diagram, and the name people read when a designer renamed it.
  name text NOT NULL DEFAULT '',
  label text,
  -- A sequence flow's ends (element ids) and, out of a gateway, its condition.
  source_element_id text,
  target_element_id text,
  condition text,
  in_model boolean NOT NULL DEFAULT true,
  -- Who works a user or manual task: 1 one user, 2 one of a list the sender chooses, 3 a work
  -- group taking turns. The users of 1 and 2 are in workflow_step_responsibles.
  responsible_type smallint CHECK (responsible_type IN (1, 2, 3)),
  work_group_id uuid,
  allow_reassign boolean NOT NULL DEFAULT false,
  allow_interrupt_process boolean NOT NULL DEFAULT false,
  move_file_to_trash boolean NOT NULL DEFAULT false,
  electronic_signature boolean NOT NULL DEFAULT false,
  allow_return_to_step boolean NOT NULL DEFAULT false,
  -- The deadline: date_execute units of unit_of_measure (1 weeks, 2 days, 3 hours, 4 minutes).
  date_execute smallint NOT NULL DEFAULT 1 CHECK (date_execute BETWEEN 1 AND 999),
  unit_of_measure smallint NOT NULL DEFAULT 2 CHECK (unit_of_measure BETWEEN 1 AND 4),
  -- A form filled in at the step: its fields shown, and those of them that must be filled.
  data_form_id uuid,
  data_form_fields uuid[] NOT NULL DEFAULT '{}',
  data_form_required uuid[] NOT NULL DEFAULT '{}',
  -- An e-mail (send) task: who receives it, what it says, and the admin told of it.
  email_recipients text[] NOT NULL DEFAULT '{}',
  email_body text NOT NULL DEFAULT '',
  notification_user_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, workflow_id, element_id),
  FOREIGN KEY (tenant_id, workflow_id) REFERENCES workflows (tenant_id, id),
  FOREIGN KEY (tenant_id, work_group_id) REFERENCES work_groups (tenant_id, id),
  FOREIGN KEY (tenant_id, data_form_id) REFERENCES forms (tenant_id, id),
  FOREIGN KEY (tenant_id, notification_user_id) REFERENCES users (tenant_id, id),
  CHECK ((responsible_type = 3) = (work_group_id IS NOT NULL)),
  CHECK (data_form_required <@ data_form_fields)
);

-- The users a step names as its responsible, in the order chosen. Indexed by user: a user's
-- status change asks which steps name them.
CREATE TABLE workflow_step_responsibles (
  tenant_id uuid NOT NULL,
  step_id uuid NOT NULL,
  user_id uuid NOT NULL,
  position smallint NOT NULL,
  PRIMARY KEY (tenant_id, step_id, user_id),
  FOREIGN KEY (tenant_id, step_id) REFERENCES workflow_steps (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id)
);
CREATE INDEX workflow_step_responsibles_by_user ON workflow_step_responsibles (tenant_id, user_id);

-- Which steps each saved version holds: what a process of that version walks.
CREATE TABLE workflow_model_steps (
  tenant_id uuid NOT NULL,
  model_id uuid NOT NULL,
  step_id uuid NOT NULL,
  PRIMARY KEY (tenant_id, model_id, step_id),
  FOREIGN KEY (tenant_id, model_id) REFERENCES workflow_models (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, step_id) REFERENCES workflow_steps (tenant_id, id) ON DELETE CASCADE
);

GRANT SELECT, INSERT, UPDATE ON workflows TO {{app_role}};
GRANT SELECT, INSERT, DELETE ON workflow_models, workflow_model_steps TO {{app_role}};
GRANT SELECT, INSERT, UPDATE, DELETE ON workflow_steps, workflow_step_responsibles TO {{app_role}};
SELECT enable_tenant_isolation('workflows');
SELECT enable_tenant_isolation('workflow_models');
SELECT enable_tenant_isolation('workflow_steps');
SELECT enable_tenant_isolation('workflow_step_responsibles');
SELECT enable_tenant_isolation('workflow_model_steps');
