-- search_records() kept to the transaction's company by comparing every match's tenant with
-- current_tenant_id(), which reads the setting and parses it as a uuid each time it is called: a
-- word in one record of seven called it 14,285 times, a quarter of the search. The company is now
-- read once into a variable, and each match compares a uuid with it. The function also told, for
-- every match, whether only the text of the record's files matched: the list now asks that of its
-- page's rows alone (record-lists.repo.ts). It stays the one place a search reads past row-level
-- security (decision 42).
DROP FUNCTION search_records(uuid, tsquery);
CREATE FUNCTION search_records(form uuid, query tsquery)
  RETURNS TABLE (record_id uuid, rank real, created_at timestamptz)
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
  ROWS 100
  AS $$
DECLARE
  company constant uuid := current_tenant_id();
BEGIN
  RETURN QUERY
    SELECT t.record_id, ts_rank(t.terms, query), t.created_at
      FROM record_terms t
     WHERE t.tenant_id = company AND t.form_id = form AND t.terms @@ query;
END $$;
REVOKE ALL ON FUNCTION search_records(uuid, tsquery) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION search_records(uuid, tsquery) TO {{app_role}};
