-- What the user list's search box matches: name, user name and e-mail, lowercased once.
-- No trigram index: under row-level security PostgreSQL may not use an index for LIKE (the operator
-- is not leakproof), so the search is a filtered scan of one company's users (docs/decisions.md 11).
CREATE FUNCTION user_search_text(first_name text, last_name text, user_name text, email text)
  RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(first_name || ' ' || last_name || ' ' || user_name || ' ' || email) $$;
