-- search_records() kept to the transaction's company by comparing every match's tenant with
-- current_tenant_id(), which reads the setting and parses it as a uuid each time it is called: a
-- word in one record of seven called it 14,285 times, a quarter of the search. The company is now
-- read once into a variable, and each match compares a uuid with it. The rest is as migration 026
-- wrote it; the function stays the one place a search reads past row-level security (decision 42).
CREATE OR REPLACE FUNCTION search_records(form uuid, query tsquery)
  RETURNS TABLE (record_id uuid, rank real, in_files boolean, created_at timestamptz)
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
  ROWS 100
  AS $$
DECLARE
  company constant uuid := current_tenant_id();
BEGIN
  RETURN QUERY
    SELECT t.record_id, ts_rank(t.terms, query), NOT (ts_filter(t.terms, '{a,b,c}') @@ query),
           t.created_at
      FROM record_terms t
     WHERE t.tenant_id = company AND t.form_id = form AND t.terms @@ query;
END $$;
