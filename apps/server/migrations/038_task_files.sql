-- Files attached at a process task (spec §7 /file/task/, /file/process/): record files like any
-- other, which remember the task they were attached at, so the task and its process list them.
ALTER TABLE record_files ADD COLUMN task_id uuid;
CREATE INDEX record_files_of_task ON record_files (tenant_id, task_id) WHERE task_id IS NOT NULL;
