-- The people a search's words find, at most `cap` of them. The search statement around it is
-- named and keeps one plan; the words are planned here on every call with their real values,
-- because only then can PostgreSQL tell a rare word (its trigram index) from a common one.
CREATE FUNCTION people_search_hits(patterns text[], cap integer) RETURNS SETOF uuid
  LANGUAGE plpgsql STABLE ROWS 10 AS $$
DECLARE
  query text := 'SELECT id FROM users WHERE true';
BEGIN
  FOR i IN 1 .. cardinality(patterns) LOOP
    query := query || ' AND search_text LIKE $1[' || i || ']';
  END LOOP;
  RETURN QUERY EXECUTE query || ' LIMIT $2' USING patterns, cap;
END;
$$;
