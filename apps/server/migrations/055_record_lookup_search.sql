-- The lookup search (issue 35 point 19) finds a looked-up form's records by any part of their
-- number or values. Under row-level security LIKE is not leakproof, so no index served it: every
-- search read every record of the form, twice (the page and its count). Each record's search
-- text is kept here under a trigram index, read only through records_containing(), which runs as
-- the tables' owner, as search_records() reads record_terms (decision 42). Row-level security is
-- enabled but not forced, so that owner is not held to it; the application role is.
-- The record's status and filing time are kept beside its text, so that a search reads this table
-- alone until its page is chosen.
CREATE TABLE record_search_texts (
  tenant_id uuid NOT NULL,
  record_id uuid NOT NULL PRIMARY KEY,
  form_id uuid NOT NULL,
  status smallint NOT NULL,
  created_at timestamptz NOT NULL,
  search_text text NOT NULL,
  FOREIGN KEY (tenant_id, record_id) REFERENCES records (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX record_search_texts_trigrams ON record_search_texts
  USING gin (form_id, search_text gin_trgm_ops);
GRANT SELECT, INSERT, UPDATE ON record_search_texts TO {{app_role}};
ALTER TABLE record_search_texts ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON record_search_texts
  USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());

-- Statement triggers, so that a bulk insert is copied in one pass; an edit or a cancellation only
-- when its text or status changed.
CREATE FUNCTION record_search_texts_written() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO record_search_texts (tenant_id, record_id, form_id, status, created_at, search_text)
    SELECT n.tenant_id, n.id, n.form_id, n.status, n.created_at, n.search_text FROM changed n;
  ELSE
    UPDATE record_search_texts t SET search_text = n.search_text, status = n.status
      FROM changed n JOIN before o ON o.tenant_id = n.tenant_id AND o.id = n.id
     WHERE t.record_id = n.id
       AND (o.search_text IS DISTINCT FROM n.search_text OR o.status IS DISTINCT FROM n.status);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER records_search_texts_inserted AFTER INSERT ON records
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION record_search_texts_written();
CREATE TRIGGER records_search_texts_updated AFTER UPDATE ON records
  REFERENCING OLD TABLE AS before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION record_search_texts_written();

-- The records in force of form `form`, in the transaction's company, whose search text matches a
-- LIKE pattern, with their filing time: at most `cap` of them, in no order. The third place
-- row-level security is bypassed so that LIKE may use the trigram index: it keeps to the company
-- set by the application (current_tenant_id()), never to one its caller names, and without a
-- company it finds nothing. A pattern of fewer than three characters holds no trigram, and the
-- caller walks the form's records instead.
CREATE FUNCTION records_containing(form uuid, pattern text, cap integer)
  RETURNS TABLE (record_id uuid, created_at timestamptz)
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
  ROWS 100
  AS $$
DECLARE
  company constant uuid := current_tenant_id();
BEGIN
  RETURN QUERY
    SELECT t.record_id, t.created_at
      FROM record_search_texts t
     WHERE t.tenant_id = company AND t.form_id = form AND t.search_text LIKE pattern
       AND t.status = 1
     LIMIT cap;
END $$;
REVOKE ALL ON FUNCTION records_containing(uuid, text, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION records_containing(uuid, text, integer) TO {{app_role}};

-- Records filed before this migration; its role may own the tables that force row security.
ALTER TABLE records NO FORCE ROW LEVEL SECURITY;
INSERT INTO record_search_texts (tenant_id, record_id, form_id, status, created_at, search_text)
SELECT tenant_id, id, form_id, status, created_at, search_text FROM records;
ALTER TABLE records FORCE ROW LEVEL SECURITY;
