-- A record sits in one expedient at most (decision 55): linking places its files there, and a
-- file has one place in the tree.
DROP INDEX expedient_records_by_record;
CREATE UNIQUE INDEX expedient_records_one_per_record ON expedient_records (tenant_id, record_id);

-- An expedient can be deleted only while it holds no files (20006); the records placed in it
-- without files are let go with it, rather than the deletion failing on them.
ALTER TABLE expedient_records
  DROP CONSTRAINT expedient_records_tenant_id_expedient_id_fkey,
  ADD CONSTRAINT expedient_records_expedient FOREIGN KEY (tenant_id, expedient_id)
    REFERENCES expedients (tenant_id, node_id) ON DELETE CASCADE;
