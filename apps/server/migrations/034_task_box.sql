-- The task box (issue 32): free tasks beside the process tasks, the person's saved views, and the
-- mark of a task given by process management. The inbox reads both kinds of task through the same
-- shape of partial index (open tasks per assignee and due date) and merges them; no read model.

-- A free task (spec §3 type free): asked of a person on a record, outside any workflow.
CREATE TABLE free_tasks (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  form_id uuid NOT NULL,
  record_id uuid NOT NULL,
  subject text NOT NULL,
  -- 1 in progress, 2 completed (the same numbers as a process task's).
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),
  -- 1 normal, 4 reassigned, 5 reassigned to origin (spec §3 kinds a free task can have).
  kind smallint NOT NULL DEFAULT 1 CHECK (kind IN (1, 4, 5)),
  priority smallint NOT NULL DEFAULT 2 CHECK (priority IN (1, 2, 3)),
  assignee_id uuid NOT NULL,
  original_assignee_id uuid NOT NULL,
  -- Who asked for it: its sender.
  sender_id uuid NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  due_at timestamptz NOT NULL,
  read_at timestamptz,
  closed_at timestamptz,
  closed_by uuid,
  reason text,
  -- Which of the record's files go with it (spec §3): none, the last 1 to 4, or all.
  linked_files text NOT NULL DEFAULT 'none'
    CHECK (linked_files IN ('none', 'last1', 'last2', 'last3', 'last4', 'all')),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, record_id) REFERENCES records (tenant_id, id),
  FOREIGN KEY (tenant_id, assignee_id) REFERENCES users (tenant_id, id),
  FOREIGN KEY (tenant_id, sender_id) REFERENCES users (tenant_id, id),
  FOREIGN KEY (tenant_id, closed_by) REFERENCES users (tenant_id, id),
  CHECK ((status = 1) = (closed_at IS NULL))
);
CREATE INDEX free_tasks_open_by_assignee ON free_tasks (tenant_id, assignee_id, due_at)
  WHERE status = 1;
CREATE INDEX free_tasks_by_record ON free_tasks (tenant_id, record_id, received_at);

-- Whom a free task's progress is told to besides its holder (spec §3 users to notify).
CREATE TABLE free_task_notified (
  tenant_id uuid NOT NULL,
  task_id uuid NOT NULL,
  user_id uuid NOT NULL,
  PRIMARY KEY (tenant_id, task_id, user_id),
  FOREIGN KEY (tenant_id, task_id) REFERENCES free_tasks (tenant_id, id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id)
);

CREATE TABLE free_task_comments (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  task_id uuid NOT NULL,
  author_id uuid NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, task_id) REFERENCES free_tasks (tenant_id, id),
  FOREIGN KEY (tenant_id, author_id) REFERENCES users (tenant_id, id)
);
CREATE INDEX free_task_comments_by_task ON free_task_comments (tenant_id, task_id, created_at);

-- A person's saved inbox views (filters, order, columns), which they may share with a role.
CREATE TABLE task_views (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL,
  name text NOT NULL,
  settings jsonb NOT NULL,
  shared_role_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, owner_id, name),
  FOREIGN KEY (tenant_id, owner_id) REFERENCES users (tenant_id, id),
  -- A role's deletion stops the sharing, never the owner's view.
  FOREIGN KEY (tenant_id, shared_role_id) REFERENCES roles (tenant_id, id)
    ON DELETE SET NULL (shared_role_id)
);
CREATE INDEX task_views_shared ON task_views (tenant_id, shared_role_id)
  WHERE shared_role_id IS NOT NULL;

-- Given to its holder by process management (spec §3 listing kind "process management"); any
-- later reassignment clears it.
ALTER TABLE process_tasks ADD COLUMN managed boolean NOT NULL DEFAULT false;

GRANT SELECT, INSERT, UPDATE ON free_tasks TO {{app_role}};
GRANT SELECT, INSERT ON free_task_notified, free_task_comments TO {{app_role}};
GRANT SELECT, INSERT, UPDATE, DELETE ON task_views TO {{app_role}};
SELECT enable_tenant_isolation('free_tasks');
SELECT enable_tenant_isolation('free_task_notified');
SELECT enable_tenant_isolation('free_task_comments');
SELECT enable_tenant_isolation('task_views');
