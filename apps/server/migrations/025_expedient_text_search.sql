-- The expedient consultation finds names and subjects by a part of them, case aside (decision 52).
-- Under row-level security LIKE and lower() are not leakproof, so no index served them: every
-- search read every expedient of the company. Their lowercase texts are kept here under a trigram
-- index, read only through expedients_containing(), which runs as the tables' owner, the way
-- search_records() reads record_terms (decision 42).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- One row per expedient and searched text. Row-level security is enabled but not forced, so the
-- owner of expedients_containing() is not held to it; the application role is. The key leads
-- with the node, not the company: a (tenant_id, …, field) btree would offer the function a walk
-- through the whole company filtering LIKE row by row, which the planner took (120 ms at 100,000
-- expedients) whenever the table had no statistics yet, as after a bulk load.
CREATE TABLE expedient_texts (
  tenant_id uuid NOT NULL,
  node_id uuid NOT NULL,
  field text NOT NULL CHECK (field IN ('name', 'subject')),
  lowered text NOT NULL,
  PRIMARY KEY (node_id, field),
  FOREIGN KEY (tenant_id, node_id) REFERENCES expedients (tenant_id, node_id) ON DELETE CASCADE
);
CREATE INDEX expedient_texts_search ON expedient_texts
  USING gin (tenant_id, field, lowered gin_trgm_ops);
GRANT SELECT, INSERT, UPDATE ON expedient_texts TO {{app_role}};
ALTER TABLE expedient_texts ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON expedient_texts
  USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());

-- (Re)writes the texts of expedients of a company from the expedient (its subject) and its node
-- (its name).
CREATE FUNCTION write_expedient_texts(company uuid, ids uuid[]) RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO expedient_texts (tenant_id, node_id, field, lowered)
    SELECT e.tenant_id, e.node_id, text.field, lower(text.value)
      FROM unnest(ids) AS changed (id)
      JOIN expedients e ON e.tenant_id = company AND e.node_id = changed.id
      JOIN trd_nodes n ON n.tenant_id = e.tenant_id AND n.id = e.node_id
      CROSS JOIN LATERAL (VALUES ('name', n.name), ('subject', e.subject)) AS text (field, value)
    ON CONFLICT (node_id, field) DO UPDATE SET lowered = excluded.lowered
  $$;

-- Statement triggers, so that a bulk insert is written in one pass: an expedient's texts when it
-- is created (its node is inserted first) or its subject changes, and when its node is renamed.
CREATE FUNCTION expedients_texts_written() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM write_expedient_texts(n.tenant_id, array_agg(n.node_id))
       FROM changed n GROUP BY n.tenant_id;
  ELSE
    PERFORM write_expedient_texts(n.tenant_id, array_agg(n.node_id))
       FROM changed n JOIN before o ON o.tenant_id = n.tenant_id AND o.node_id = n.node_id
      WHERE o.subject IS DISTINCT FROM n.subject
      GROUP BY n.tenant_id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER expedients_texts_inserted AFTER INSERT ON expedients
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION expedients_texts_written();
CREATE TRIGGER expedients_texts_updated AFTER UPDATE ON expedients
  REFERENCING OLD TABLE AS before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION expedients_texts_written();

CREATE FUNCTION expedient_names_written() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM write_expedient_texts(n.tenant_id, array_agg(n.id))
     FROM changed n JOIN before o ON o.tenant_id = n.tenant_id AND o.id = n.id
    WHERE n.level = 6 AND o.name IS DISTINCT FROM n.name
    GROUP BY n.tenant_id;
  RETURN NULL;
END $$;
CREATE TRIGGER trd_nodes_expedient_names AFTER UPDATE ON trd_nodes
  REFERENCING OLD TABLE AS before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION expedient_names_written();

-- The expedients of the transaction's company whose name or subject (`field`), lowercased,
-- matches a LIKE pattern. The second place row-level security is bypassed, so that LIKE may use
-- the trigram index: it keeps to the company set by the application (current_tenant_id()), never
-- to one its caller names, and without a company it finds nothing. Who may read which of them is
-- the caller's query's business, as for any list.
CREATE FUNCTION expedients_containing(field text, pattern text)
  RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
  ROWS 100
  AS $$
    SELECT t.node_id FROM expedient_texts t
     WHERE t.tenant_id = current_tenant_id() AND t.field = expedients_containing.field
       AND t.lowered LIKE pattern
  $$;
REVOKE ALL ON FUNCTION expedients_containing(text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION expedients_containing(text, text) TO {{app_role}};

-- Whether one expedient's name or subject (`field`), lowercased, matches a LIKE pattern, as the
-- application role sees it: for the consultation's few rows, where looking up every match the
-- function above returns would cost more. Those are the expedients (at most 10,000) that a
-- number, series or status leaves, or a page read in number order from its start, each asked in
-- turn until it is full, once a part matches more than the consultation counts (decision 27).
-- PL/pgSQL so that the planner does not inline it into a join of its own choosing: it takes it
-- for a filter that keeps one row in three, and walks the number's index.
CREATE FUNCTION expedient_text_matches(node uuid, field text, pattern text) RETURNS boolean
  LANGUAGE plpgsql STABLE
  AS $$
BEGIN
  RETURN EXISTS (SELECT 1 FROM expedient_texts t
                  WHERE t.node_id = node AND t.field = expedient_text_matches.field
                    AND t.lowered LIKE pattern);
END $$;

-- Expedients created before this migration; its role may own the tables that force row security.
ALTER TABLE expedients NO FORCE ROW LEVEL SECURITY;
ALTER TABLE trd_nodes NO FORCE ROW LEVEL SECURITY;
SELECT write_expedient_texts(tenant_id, array_agg(node_id)) FROM expedients GROUP BY tenant_id;
ALTER TABLE expedients FORCE ROW LEVEL SECURITY;
ALTER TABLE trd_nodes FORCE ROW LEVEL SECURITY;
