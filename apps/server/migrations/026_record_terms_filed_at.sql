-- A full-text search shows the best matches first, the newest first among equals. The filing time
-- was only in records, so a word most records share joined every match to records just to order
-- them: 14,285 lookups for a word in one record of seven (decision 56). Each record's terms now
-- keep its filing time, which never changes, and search_records() returns it: only the page's
-- rows are read from records.
ALTER TABLE record_terms ADD COLUMN created_at timestamptz;
UPDATE record_terms t SET created_at = r.created_at
  FROM records r WHERE r.tenant_id = t.tenant_id AND r.id = t.record_id;
ALTER TABLE record_terms ALTER COLUMN created_at SET NOT NULL;
-- The update wrote every row again, and its indexes kept both versions until a vacuum, which
-- never gives the pages back: the terms' index had doubled (43 to 96 MB at two million records)
-- and a selective search ran a third slower. Rebuilt, they are as a fresh load leaves them.
REINDEX TABLE record_terms;

-- Terms are written by index_record_data() (migration 022) and by nothing else; each new row takes
-- its record's filing time here, so that function stays as it is. Filing indexes its record just
-- before inserting it, in the same transaction, whose now() is the time the insert takes.
CREATE FUNCTION record_terms_filed_at() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  NEW.created_at := coalesce((SELECT r.created_at FROM records r
                               WHERE r.tenant_id = NEW.tenant_id AND r.id = NEW.record_id), now());
  RETURN NEW;
END $$;
CREATE TRIGGER record_terms_filed_at BEFORE INSERT ON record_terms
  FOR EACH ROW EXECUTE FUNCTION record_terms_filed_at();

DROP FUNCTION search_records(uuid, tsquery);
CREATE FUNCTION search_records(form uuid, query tsquery)
  RETURNS TABLE (record_id uuid, rank real, in_files boolean, created_at timestamptz)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
  ROWS 100
  AS $$
    SELECT t.record_id, ts_rank(t.terms, query), NOT (ts_filter(t.terms, '{a,b,c}') @@ query),
           t.created_at
      FROM record_terms t
     WHERE t.tenant_id = current_tenant_id() AND t.form_id = form AND t.terms @@ query
  $$;
REVOKE ALL ON FUNCTION search_records(uuid, tsquery) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION search_records(uuid, tsquery) TO {{app_role}};
