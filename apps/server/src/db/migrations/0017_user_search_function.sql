-- A people search (`ilike '%…%'` on the name or the email) under row-level security cannot use the trigram indexes of
-- 0015: `ilike` is not leakproof, so PostgreSQL evaluates it only after the policy, row by row. This function runs the
-- search as huddle_system, which may use the indexes, and keeps to the organization of the caller's scope exactly as
-- the policy does. The app joins its ids to the query it was going to run.
CREATE FUNCTION huddle_matching_users(p_pattern text) RETURNS SETOF integer
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public ROWS 100 AS $$
  SELECT u.id FROM users u
   WHERE u.organization_id = huddle_current_organization()
     AND ((u.first_name || ' ' || u.last_name) ILIKE p_pattern OR u.email ILIKE p_pattern)
$$;
--> statement-breakpoint
ALTER FUNCTION huddle_matching_users(text) OWNER TO huddle_system;
--> statement-breakpoint
REVOKE ALL ON FUNCTION huddle_matching_users(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION huddle_matching_users(text) TO huddle_app;
