-- What a petitioner adds to their PQRS at the window (issue 47 §2, decision 87): its message names
-- the files sent with it, which join the PQRS's record as any of its files.
ALTER TABLE pqrs_messages ADD COLUMN files text[] NOT NULL DEFAULT '{}';

-- A PQRS is found by the words of its text and of what its petitioner added or completed, as a
-- record by its typed values (weight C): as migration 053, with those texts beside the typed ones.
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
           || setweight(search_terms(concat_ws(' ', typed.text, petitioned.text)), 'C')
           || setweight(search_terms(coalesce(named.text, '')), 'D')
           || setweight(search_terms(left(coalesce(attached.text, ''), 300000)), 'D')
      FROM unnest(data) r
      CROSS JOIN LATERAL (
        SELECT string_agg(r.field_values ->> f.id::text, ' ' ORDER BY f.position) AS text
          FROM form_fields f
         WHERE f.tenant_id = company AND f.form_id = r.form_id
           AND f.control_data IN ('textbox', 'textarea', 'numeric')) typed
      CROSS JOIN LATERAL (
        SELECT concat_ws(' ', p.text, (
                 SELECT string_agg(m.text, ' ' ORDER BY m.created_at)
                   FROM pqrs_messages m
                  WHERE m.tenant_id = company AND m.record_id = r.id
                    AND m.kind IN ('addition', 'completion'))) AS text
          FROM (SELECT NULL) one
          LEFT JOIN pqrs_requests p ON p.tenant_id = company AND p.record_id = r.id) petitioned
      CROSS JOIN LATERAL (
        SELECT string_agg(rf.name || ' ' || regexp_replace(rf.name, '[._-]+', ' ', 'g'), ' '
                          ORDER BY rf.created_at) AS text
          FROM record_files rf
         WHERE rf.tenant_id = company AND rf.record_id = r.id AND rf.trashed_at IS NULL) named
      CROSS JOIN LATERAL (
        SELECT string_agg(v.text_content, ' ' ORDER BY rf.created_at) AS text
          FROM record_files rf
          JOIN file_versions v
            ON (v.tenant_id, v.file_id, v.version) = (rf.tenant_id, rf.id, rf.version)
         WHERE rf.tenant_id = company AND rf.record_id = r.id AND rf.trashed_at IS NULL
           AND v.text_content <> '') attached;
  END $$;

-- A PQRS's record is filed before its text is kept beside it, and what its petitioner adds comes
-- later still: each indexes the record again. The office's messages are not the petitioner's words.
CREATE FUNCTION pqrs_texts_indexed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_TABLE_NAME = 'pqrs_requests' THEN
    PERFORM index_records(n.tenant_id, array_agg(n.record_id)) FROM changed n GROUP BY n.tenant_id;
  ELSE
    PERFORM index_records(n.tenant_id, array_agg(DISTINCT n.record_id))
       FROM changed n
      WHERE n.kind IN ('addition', 'completion')
      GROUP BY n.tenant_id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER pqrs_requests_indexed AFTER INSERT ON pqrs_requests
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION pqrs_texts_indexed();
CREATE TRIGGER pqrs_messages_indexed AFTER INSERT ON pqrs_messages
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION pqrs_texts_indexed();

-- The PQRS filed before this migration take their texts now.
SELECT index_records(tenant_id, array_agg(record_id))
  FROM pqrs_requests
 GROUP BY tenant_id;
