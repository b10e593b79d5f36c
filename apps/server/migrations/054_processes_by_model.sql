-- A superseded diagram version's public address answers while a process in progress runs it
-- (issue 35 point 7): that question is asked on every read of such an address.
CREATE INDEX processes_in_progress_by_model ON processes (tenant_id, model_id) WHERE status = 1;
