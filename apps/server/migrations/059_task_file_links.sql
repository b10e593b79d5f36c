-- Files of its record a process's first task starts with (the form's attach_files_at_start: all of
-- them or the last one, issue 31 point 1). They are linked, not moved: record_files.task_id keeps
-- the task a file was attached at, and the same file may start the first task of several
-- processes. A file purged from the trash takes its links with it.
CREATE TABLE task_file_links (
  tenant_id uuid NOT NULL,
  task_id uuid NOT NULL,
  file_id uuid NOT NULL,
  PRIMARY KEY (tenant_id, task_id, file_id),
  FOREIGN KEY (tenant_id, task_id) REFERENCES process_tasks (tenant_id, id),
  FOREIGN KEY (tenant_id, file_id) REFERENCES record_files (tenant_id, id) ON DELETE CASCADE
);
GRANT SELECT, INSERT ON task_file_links TO {{app_role}};
SELECT enable_tenant_isolation('task_file_links');

-- A signature request asked from a process task whose step has the "electronic signature" action
-- (issue 33 point 1) names the task.
ALTER TABLE signature_requests ADD COLUMN process_task_id uuid;
ALTER TABLE signature_requests ADD FOREIGN KEY (tenant_id, process_task_id)
  REFERENCES process_tasks (tenant_id, id);
