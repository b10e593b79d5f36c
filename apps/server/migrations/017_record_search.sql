-- Finding records (issue 11, points 1-4; decision 42): a form's list sorted by date or number, a
-- filer's own records, filters over typed values, and full-text search in Spanish.
--
-- Row-level security lets PostgreSQL use an index only through leakproof operators (=, <, >= on
-- text, bigint, date, timestamptz, uuid). Filters therefore compare typed, folded copies of the
-- values with exactly those operators ("starts with p" is the range [p, next_text(p))), and the
-- one operator that is not leakproof and needs an index, full-text @@, runs in search_records(),
-- the one reviewed place where row-level security is bypassed.

-- The filer's own records, newest first, and a form's records by number. Numbers of one form
-- share their prefix, so their byte order ("C") is the order they were given in.
CREATE INDEX records_by_filer ON records (tenant_id, form_id, created_by, created_at DESC);
CREATE INDEX records_by_form_number ON records (tenant_id, form_id, number COLLATE "C");

CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS btree_gin;

-- Text as searches compare it: lower-cased, accents dropped ("López" → "lopez"). unaccent() is
-- only STABLE (its dictionary could change); naming the dictionary makes the result depend on its
-- input alone, which typed copies and index expressions need.
CREATE FUNCTION fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;

-- The first text, in byte order, after every text that starts with `prefix`: "starts with p" is
-- the range [p, next_text(p)), which a btree answers with leakproof comparisons.
CREATE FUNCTION next_text(prefix text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT left(prefix, -1) || CASE ascii(right(prefix, 1))
      WHEN 55295 THEN chr(57344) -- skip the surrogate range, which is no character
      ELSE chr(ascii(right(prefix, 1)) + 1) END
  $$;

-- Spanish full text with accents folded: "solicitudes" finds "solicitud", "peticion" "petición".
-- Folding before stemming hides suffixes written with accents from the stemmer ("información"
-- stays "informacion" while "informaciones" becomes "inform"), so a text's terms are those of both
-- this configuration and the plain Spanish one (whose stemmer drops accents last); a query is read
-- with this one.
CREATE TEXT SEARCH CONFIGURATION custodia_es (COPY = pg_catalog.spanish);
ALTER TEXT SEARCH CONFIGURATION custodia_es
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;

CREATE FUNCTION search_terms(text text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT to_tsvector('custodia_es', text) || to_tsvector('spanish', text) $$;

-- One row per value of a record, typed by its field's control. Texts are folded; the keys keep
-- their first 100 characters (and those of the reversed text, for "ends with"), enough for an
-- exact comparison with a criterion of at most 30 characters. A list item or looked-up record is
-- kept by id: criteria name items, which are found first, so renaming an item costs nothing here.
-- The record's subject is kept under the nil field id, so subject criteria use the same indexes.
CREATE TABLE record_values (
  tenant_id uuid NOT NULL,
  record_id uuid NOT NULL,
  form_id uuid NOT NULL,
  field_id uuid NOT NULL,
  text_value text,
  text_key text COLLATE "C",
  text_key_reversed text COLLATE "C",
  number_value bigint,
  day_value date,
  moment_value timestamptz,
  ref_id uuid,
  PRIMARY KEY (tenant_id, record_id, field_id)
);
CREATE INDEX record_values_text ON record_values (tenant_id, field_id, text_key)
  WHERE text_key IS NOT NULL;
CREATE INDEX record_values_text_end ON record_values (tenant_id, field_id, text_key_reversed)
  WHERE text_key_reversed IS NOT NULL;
CREATE INDEX record_values_number ON record_values (tenant_id, field_id, number_value)
  WHERE number_value IS NOT NULL;
CREATE INDEX record_values_day ON record_values (tenant_id, field_id, day_value)
  WHERE day_value IS NOT NULL;
CREATE INDEX record_values_moment ON record_values (tenant_id, field_id, moment_value)
  WHERE moment_value IS NOT NULL;
CREATE INDEX record_values_ref ON record_values (tenant_id, field_id, ref_id)
  WHERE ref_id IS NOT NULL;
GRANT SELECT, INSERT, DELETE ON record_values TO {{app_role}};
SELECT enable_tenant_isolation('record_values');

-- What a full-text search reads: the subject and the typed values, weighted in that order (a
-- number is found by its own index, see record-lists.repo.ts). Row-level security is enabled but not forced, so the table's owner (the migrations'
-- role, which owns search_records) is not held to it; the application role is.
CREATE TABLE record_terms (
  tenant_id uuid NOT NULL,
  record_id uuid NOT NULL,
  form_id uuid NOT NULL,
  terms tsvector NOT NULL,
  PRIMARY KEY (tenant_id, record_id)
);
CREATE INDEX record_terms_search ON record_terms USING gin (form_id, terms);
GRANT SELECT, INSERT, DELETE ON record_terms TO {{app_role}};
ALTER TABLE record_terms ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON record_terms
  USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());

-- What indexing reads of a record: its id, form, subject and values.
CREATE TYPE record_data AS (id uuid, form_id uuid, subject text, field_values jsonb);

-- (Re)writes the values and terms of records of a company from their data. PL/pgSQL keeps its
-- statements' plans for the session (an SQL function plans them at every call, which cost more
-- than running them for one record); each of a record's form's fields is read from the record
-- (LATERAL), since a plan free to start from the fields would scan whole forms.
CREATE FUNCTION index_record_data(company uuid, data record_data[]) RETURNS void
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
      FROM unnest(data) r
      CROSS JOIN LATERAL (
        SELECT string_agg(r.field_values ->> f.id::text, ' ' ORDER BY f.position) AS text
          FROM form_fields f
         WHERE f.tenant_id = company AND f.form_id = r.form_id
           AND f.control_data IN ('textbox', 'textarea', 'numeric')) typed;
  END $$;

-- The same for records already stored, by id (OFFSET 0 keeps each a probe of its own).
CREATE FUNCTION index_records(company uuid, ids uuid[]) RETURNS void
  LANGUAGE sql
  AS $$
    SELECT index_record_data(company, array_agg(
             ROW(r.id, r.form_id, r.subject, r.field_values)::record_data))
      FROM unnest(ids) AS changed (id)
      CROSS JOIN LATERAL (SELECT * FROM records
                           WHERE tenant_id = company AND id = changed.id OFFSET 0) r;
  $$;

-- Statement triggers: a bulk insert is indexed in one pass. Filing indexes its record itself
-- before the statement that takes its number (records.repo.ts), so the form's counter stays
-- locked for no more than the insert; the trigger indexes only what nobody indexed. An update is
-- indexed again only when its subject or values changed (a cancellation changes neither).
CREATE FUNCTION records_indexed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM index_records(n.tenant_id, array_agg(n.id))
       FROM changed n
      WHERE NOT EXISTS (SELECT 1 FROM record_terms t
                         WHERE t.tenant_id = n.tenant_id AND t.record_id = n.id)
      GROUP BY n.tenant_id;
  ELSE
    PERFORM index_records(n.tenant_id, array_agg(n.id))
       FROM changed n JOIN before o ON o.tenant_id = n.tenant_id AND o.id = n.id
      WHERE (o.subject, o.field_values) IS DISTINCT FROM (n.subject, n.field_values)
      GROUP BY n.tenant_id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER records_index_inserted AFTER INSERT ON records
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION records_indexed();
CREATE TRIGGER records_index_updated AFTER UPDATE ON records
  REFERENCING OLD TABLE AS before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION records_indexed();

-- The records of a form of the transaction's company that match a full-text query, with their
-- rank. The one place row-level security is bypassed, so that @@ may use its index: it runs as
-- the tables' owner and keeps to the company set by the application (current_tenant_id()), never
-- to one its caller names; without a company it finds nothing.
CREATE FUNCTION search_records(form uuid, query tsquery)
  RETURNS TABLE (record_id uuid, rank real)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
  ROWS 100
  AS $$
    SELECT t.record_id, ts_rank(t.terms, query)
      FROM record_terms t
     WHERE t.tenant_id = current_tenant_id() AND t.form_id = form AND t.terms @@ query
  $$;
REVOKE ALL ON FUNCTION search_records(uuid, tsquery) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION search_records(uuid, tsquery) TO {{app_role}};

-- Records filed before this migration; its role may own the tables that force row security.
ALTER TABLE records NO FORCE ROW LEVEL SECURITY;
ALTER TABLE form_fields NO FORCE ROW LEVEL SECURITY;
ALTER TABLE record_values NO FORCE ROW LEVEL SECURITY;
SELECT index_records(tenant_id, array_agg(id)) FROM records GROUP BY tenant_id;
ALTER TABLE records FORCE ROW LEVEL SECURITY;
ALTER TABLE form_fields FORCE ROW LEVEL SECURITY;
ALTER TABLE record_values FORCE ROW LEVEL SECURITY;
