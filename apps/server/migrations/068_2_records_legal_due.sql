-- The legal due date of a record that is a PQRS (issue 47), kept on the record so that wherever
-- the record or its tasks show (the task box, the dashboard) it shows beside the step's own
-- deadline with the same colours: its due instant and the instants it turns orange and red, as
-- a task's deadline marks are kept. Null while no legal clock runs (a record that is no PQRS, or
-- one whose clock stopped: waiting for the petitioner, remitted, withdrawn, answered).
ALTER TABLE records
  ADD COLUMN legal_due_at timestamptz,
  ADD COLUMN legal_orange_at timestamptz,
  ADD COLUMN legal_red_at timestamptz;

GRANT UPDATE (legal_due_at, legal_orange_at, legal_red_at) ON records TO {{app_role}};
