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
    INSERT INTO record_terms (tenant_id, record_id, form_id, created_at, terms)
    SELECT company, r.id, r.form_id,
           -- Filing indexes its record just before inserting it, in the same transaction, whose
           -- now() its filing time is.
           coalesce((SELECT rec.created_at FROM records rec
                      WHERE rec.tenant_id = company AND rec.id = r.id), now()),
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
