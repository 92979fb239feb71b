-- A people search (`ilike '%…%'` on the name or the email) under row-level security cannot use the trigram indexes of
-- 0015: `ilike` is not leakproof, so PostgreSQL evaluates it only after the policy, row by row (a count over 100,000
-- people: about 100 ms). This function finds the matching ids as huddle_system, which may use the indexes, and keeps
-- to the organization of the caller's scope exactly as the policy does. The lists count their matches through it
-- (about 19 ms); their pages keep `ilike`, which walks the sort order and stops at the page's end.
CREATE FUNCTION huddle_matching_users(p_pattern text) RETURNS SETOF integer
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public ROWS 1000 AS $$
DECLARE
  org integer := huddle_current_organization();
BEGIN
  IF org IS NULL THEN
    RETURN;
  END IF;
  RETURN QUERY SELECT u.id FROM users u
   WHERE u.organization_id = org
     AND ((u.first_name || ' ' || u.last_name) ILIKE p_pattern OR u.email ILIKE p_pattern);
END
$$;
--> statement-breakpoint
ALTER FUNCTION huddle_matching_users(text) OWNER TO huddle_system;
--> statement-breakpoint
REVOKE ALL ON FUNCTION huddle_matching_users(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION huddle_matching_users(text) TO huddle_app;
