-- The text of a record's files joins its full-text search, and an export takes the records of the
-- person's filtered list (issue 12, points 6 and 8; decision 47).

-- The records an export takes, fixed when it is asked (the filtered list as the person read it
-- then, at most 2,000): the job writes exactly these, however the list changes meanwhile.
-- Exports asked before this took the whole form and were written long since.
ALTER TABLE record_exports ADD COLUMN record_ids uuid[] NOT NULL DEFAULT '{}';

-- A record's terms: the subject (B), its typed values (C) and the text of its files in force, the
-- current version of each file not in the trash (D, the lowest). A file's text is kept up to a
-- million characters; its terms take the first 300,000 of a record's files (a tsvector holds at
-- most 1 MB, which a million characters of codes and figures exceed).
CREATE OR REPLACE FUNCTION index_record_data(company uuid, data record_data[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    DELETE FROM record_values
     WHERE tenant_id = company AND record_id IN (SELECT d.id FROM unnest(data) d);
    DELETE FROM record_terms
     WHERE tenant_id = company AND record_id IN (SELECT d.id FROM unnest(data) d);
    INSERT INTO record_values (tenant_id, record_id, form_id, field_id, text_value, text_key,
                               text_key_reversed, number_value, day_value, moment_value, ref_id)
    SELECT company, r.id, r.form_id, v.field_id, v.text, left(v.text, 100),
           left(reverse(v.text), 100), v.number, v.day, v.moment, v.ref
      FROM unnest(data) r
      CROSS JOIN LATERAL (
        SELECT '00000000-0000-0000-0000-000000000000'::uuid AS field_id, fold(r.subject) AS text,
               NULL::bigint AS number, NULL::date AS day, NULL::timestamptz AS moment,
               NULL::uuid AS ref
        UNION ALL
        SELECT f.id,
               CASE WHEN f.control_data IN ('textbox', 'textarea') THEN fold(value.text) END,
               CASE WHEN f.control_data = 'numeric' THEN value.text::bigint END,
               CASE WHEN f.control_data = 'datepicker' THEN value.text::date END,
               CASE WHEN f.control_data = 'datetimepicker' THEN value.text::timestamptz END,
               CASE WHEN f.control_data IN ('combobox', 'lookup') THEN value.text::uuid END
          FROM form_fields f, LATERAL (SELECT r.field_values ->> f.id::text AS text) value
         WHERE f.tenant_id = company AND f.form_id = r.form_id AND f.control_data <> 'label'
           AND value.text IS NOT NULL) v;
    INSERT INTO record_terms (tenant_id, record_id, form_id, terms)
    SELECT company, r.id, r.form_id,
           setweight(search_terms(r.subject), 'B')
           || setweight(search_terms(coalesce(typed.text, '')), 'C')
           || setweight(search_terms(left(coalesce(attached.text, ''), 300000)), 'D')
      FROM unnest(data) r
      CROSS JOIN LATERAL (
        SELECT string_agg(r.field_values ->> f.id::text, ' ' ORDER BY f.position) AS text
          FROM form_fields f
         WHERE f.tenant_id = company AND f.form_id = r.form_id
           AND f.control_data IN ('textbox', 'textarea', 'numeric')) typed
      CROSS JOIN LATERAL (
        SELECT string_agg(v.text_content, ' ' ORDER BY rf.created_at) AS text
          FROM record_files rf
          JOIN file_versions v
            ON (v.tenant_id, v.file_id, v.version) = (rf.tenant_id, rf.id, rf.version)
         WHERE rf.tenant_id = company AND rf.record_id = r.id AND rf.trashed_at IS NULL
           AND v.text_content <> '') attached;
  END $$;

-- A record is indexed again whenever what its files add to its terms changes, whatever code path
-- changes it: a file trashed or restored, a new version (its text unread until the job reads it),
-- a file deleted for good, a version's text saved by the extraction job. Transition tables may
-- not name columns, so the functions compare the rows themselves.
CREATE FUNCTION record_files_indexed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM index_records(o.tenant_id, array_agg(DISTINCT o.record_id))
       FROM before o GROUP BY o.tenant_id;
  ELSE
    PERFORM index_records(n.tenant_id, array_agg(DISTINCT n.record_id))
       FROM changed n JOIN before o ON o.tenant_id = n.tenant_id AND o.id = n.id
      WHERE (o.trashed_at, o.version) IS DISTINCT FROM (n.trashed_at, n.version)
      GROUP BY n.tenant_id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER record_files_index_updated AFTER UPDATE ON record_files
  REFERENCING OLD TABLE AS before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION record_files_indexed();
CREATE TRIGGER record_files_index_deleted AFTER DELETE ON record_files
  REFERENCING OLD TABLE AS before
  FOR EACH STATEMENT EXECUTE FUNCTION record_files_indexed();

CREATE FUNCTION file_texts_indexed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM index_records(n.tenant_id, array_agg(DISTINCT rf.record_id))
     FROM changed n
     JOIN before o ON (o.tenant_id, o.file_id, o.version) = (n.tenant_id, n.file_id, n.version)
     JOIN record_files rf ON (rf.tenant_id, rf.id, rf.version) = (n.tenant_id, n.file_id, n.version)
    WHERE o.text_content IS DISTINCT FROM n.text_content AND rf.trashed_at IS NULL
    GROUP BY n.tenant_id;
  RETURN NULL;
END $$;
CREATE TRIGGER file_versions_text_indexed AFTER UPDATE ON file_versions
  REFERENCING OLD TABLE AS before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION file_texts_indexed();

-- The search says whether a record was found only thanks to its files' text: it would not match
-- without the terms of weight D.
DROP FUNCTION search_records(uuid, tsquery);
CREATE FUNCTION search_records(form uuid, query tsquery)
  RETURNS TABLE (record_id uuid, rank real, in_files boolean)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
  ROWS 100
  AS $$
    SELECT t.record_id, ts_rank(t.terms, query), NOT (ts_filter(t.terms, '{a,b,c}') @@ query)
      FROM record_terms t
     WHERE t.tenant_id = current_tenant_id() AND t.form_id = form AND t.terms @@ query
  $$;
REVOKE ALL ON FUNCTION search_records(uuid, tsquery) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION search_records(uuid, tsquery) TO {{app_role}};
