-- A task's deadline marks (decision 70): the instants its colour turns orange and red, worked out
-- on the company's business calendar when the task is made, as its due date is. Colours and the
-- task box's counters become comparisons with now, in SQL, with no calendar read per request.

ALTER TABLE process_tasks ADD COLUMN orange_at timestamptz, ADD COLUMN red_at timestamptz;
ALTER TABLE free_tasks ADD COLUMN orange_at timestamptz, ADD COLUMN red_at timestamptz;

-- Tasks made before: marked at a quarter and three quarters of their time by the clock, the
-- calendar's working hours being out of SQL's reach. Only their colour's turning moves.
UPDATE process_tasks SET orange_at = received_at + (due_at - received_at) * 0.25,
                         red_at = received_at + (due_at - received_at) * 0.75;
UPDATE free_tasks SET orange_at = received_at + (due_at - received_at) * 0.25,
                      red_at = received_at + (due_at - received_at) * 0.75;

ALTER TABLE process_tasks ALTER COLUMN orange_at SET NOT NULL, ALTER COLUMN red_at SET NOT NULL,
  ADD CHECK (received_at <= orange_at AND orange_at <= red_at AND red_at <= due_at);
ALTER TABLE free_tasks ALTER COLUMN orange_at SET NOT NULL, ALTER COLUMN red_at SET NOT NULL,
  ADD CHECK (received_at <= orange_at AND orange_at <= red_at AND red_at <= due_at);

-- The counters read every open task of a person: from the index alone when it holds their columns.
DROP INDEX process_tasks_open_by_assignee;
CREATE INDEX process_tasks_open_by_assignee ON process_tasks (tenant_id, assignee_id, due_at)
  INCLUDE (orange_at, read_at) WHERE status = 1;
DROP INDEX free_tasks_open_by_assignee;
CREATE INDEX free_tasks_open_by_assignee ON free_tasks (tenant_id, assignee_id, due_at)
  INCLUDE (orange_at, read_at) WHERE status = 1;
