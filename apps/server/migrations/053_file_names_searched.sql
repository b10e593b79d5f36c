-- A record is found by the names of its files in force, as by their text (issue 35 point 17,
-- decision 80): "factura-0099.pdf" or "factura" finds the record holding factura-0099.pdf.

-- As migration 022, with the names of the files not in the trash among the terms of weight D (the
-- files'), apart from their text so that no cut of the text drops a name. The parser reads
-- "factura-0099.pdf" as one host name, a term that "factura" does not match: each name is kept
-- whole and again with its dots, hyphens and underscores as spaces, for its words.
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
           || setweight(search_terms(coalesce(named.text, '')), 'D')
           || setweight(search_terms(left(coalesce(attached.text, ''), 300000)), 'D')
      FROM unnest(data) r
      CROSS JOIN LATERAL (
        SELECT string_agg(r.field_values ->> f.id::text, ' ' ORDER BY f.position) AS text
          FROM form_fields f
         WHERE f.tenant_id = company AND f.form_id = r.form_id
           AND f.control_data IN ('textbox', 'textarea', 'numeric')) typed
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

-- A record is indexed again when a file joins it or is renamed, besides when one is trashed,
-- restored, versioned or deleted (migration 022).
CREATE OR REPLACE FUNCTION record_files_indexed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM index_records(n.tenant_id, array_agg(DISTINCT n.record_id))
       FROM changed n GROUP BY n.tenant_id;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM index_records(o.tenant_id, array_agg(DISTINCT o.record_id))
       FROM before o GROUP BY o.tenant_id;
  ELSE
    PERFORM index_records(n.tenant_id, array_agg(DISTINCT n.record_id))
       FROM changed n JOIN before o ON o.tenant_id = n.tenant_id AND o.id = n.id
      WHERE (o.trashed_at, o.version, o.name) IS DISTINCT FROM (n.trashed_at, n.version, n.name)
      GROUP BY n.tenant_id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER record_files_index_inserted AFTER INSERT ON record_files
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION record_files_indexed();

-- The records that already hold files take their names now.
SELECT index_records(tenant_id, array_agg(DISTINCT record_id))
  FROM record_files
 GROUP BY tenant_id;
