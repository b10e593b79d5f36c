-- The process engine (issue 31, ARCHITECTURE §7): a process row per workflow run on a record, a
-- task row per visit of a step, and an append-only event row per transition. Every transition
-- locks its process row first, so two people acting on one process queue behind each other.
CREATE TABLE processes (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  -- The company's running number of processes (counters scope 'processes').
  number integer NOT NULL,
  workflow_id uuid NOT NULL,
  -- The diagram version it runs for good: re-saving the workflow never moves it.
  model_id uuid NOT NULL,
  form_id uuid NOT NULL,
  record_id uuid NOT NULL,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  -- Who started it: its responsible (spec §3).
  started_by uuid NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz,
  interrupt_reason text,
  -- The steps' data forms filled so far (spec §3 form_external_records), by field id: what the
  -- gateways read beside the record's values.
  data jsonb NOT NULL DEFAULT '{}',
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, number),
  FOREIGN KEY (tenant_id, workflow_id) REFERENCES workflows (tenant_id, id),
  FOREIGN KEY (tenant_id, model_id) REFERENCES workflow_models (tenant_id, id),
  FOREIGN KEY (tenant_id, record_id) REFERENCES records (tenant_id, id),
  FOREIGN KEY (tenant_id, started_by) REFERENCES users (tenant_id, id),
  CHECK ((status = 1) = (ended_at IS NULL))
);
-- A record's processes (its detail, its traceability, the unique-workflow rule).
CREATE INDEX processes_by_record ON processes (tenant_id, record_id, started_at);

CREATE TABLE process_tasks (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  process_id uuid NOT NULL,
  step_id uuid NOT NULL,
  -- 1 in progress, 2 completed, 3 interrupted, 4 sent back to an earlier step.
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3, 4)),
  -- 1 normal, 2 return, 3 returned to origin, 4 reassigned, 5 reassigned to origin (spec §3).
  kind smallint NOT NULL DEFAULT 1 CHECK (kind BETWEEN 1 AND 5),
  priority smallint NOT NULL DEFAULT 2 CHECK (priority IN (1, 2, 3)),
  assignee_id uuid NOT NULL,
  -- Whom the step first gave it to: reassigning back to them is "reassigned to origin".
  original_assignee_id uuid NOT NULL,
  sender_id uuid,
  received_at timestamptz NOT NULL DEFAULT now(),
  -- Computed once on the company's calendar when the task is created: editing the calendar
  -- never moves an open deadline.
  due_at timestamptz NOT NULL,
  read_at timestamptz,
  closed_at timestamptz,
  closed_by uuid,
  reason text,
  -- A task sent back answers to the task that sent it back (its completion returns there).
  answers_task_id uuid,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, process_id) REFERENCES processes (tenant_id, id),
  FOREIGN KEY (tenant_id, step_id) REFERENCES workflow_steps (tenant_id, id),
  FOREIGN KEY (tenant_id, assignee_id) REFERENCES users (tenant_id, id),
  FOREIGN KEY (tenant_id, sender_id) REFERENCES users (tenant_id, id),
  FOREIGN KEY (tenant_id, closed_by) REFERENCES users (tenant_id, id),
  CHECK ((status = 1) = (closed_at IS NULL))
);
-- The inbox: a person's open tasks by due date, a range scan of open tasks only (ARCHITECTURE §7).
CREATE INDEX process_tasks_open_by_assignee ON process_tasks (tenant_id, assignee_id, due_at)
  WHERE status = 1;
CREATE INDEX process_tasks_by_process ON process_tasks (tenant_id, process_id, received_at);

-- The process history: one row per transition, never changed.
CREATE TABLE process_events (
  tenant_id uuid NOT NULL,
  id bigint GENERATED ALWAYS AS IDENTITY,
  process_id uuid NOT NULL,
  task_id uuid,
  kind text NOT NULL,
  actor_id uuid,
  step_id uuid,
  detail text,
  at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, process_id) REFERENCES processes (tenant_id, id)
);
CREATE INDEX process_events_by_process ON process_events (tenant_id, process_id, id);

CREATE TABLE process_comments (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  process_id uuid NOT NULL,
  task_id uuid NOT NULL,
  author_id uuid NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, task_id) REFERENCES process_tasks (tenant_id, id),
  FOREIGN KEY (tenant_id, author_id) REFERENCES users (tenant_id, id)
);
CREATE INDEX process_comments_by_process ON process_comments (tenant_id, process_id, created_at);

GRANT SELECT, INSERT, UPDATE ON processes, process_tasks TO {{app_role}};
GRANT SELECT, INSERT ON process_events, process_comments TO {{app_role}};
SELECT enable_tenant_isolation('processes');
SELECT enable_tenant_isolation('process_tasks');
SELECT enable_tenant_isolation('process_events');
SELECT enable_tenant_isolation('process_comments');
