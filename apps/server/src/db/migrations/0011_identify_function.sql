-- Who is calling, in one statement and outside any request's transaction (ADR 12): the organization of the host
-- and the session of the token. Both are cross-tenant by nature (the caller's only claims are a host name and a
-- token), so the function runs as huddle_system, whose policy sees every organization, and returns no more than
-- the request needs. It also notes the session as seen, at most once a minute, in the same statement.
CREATE FUNCTION huddle_identify(p_subdomain text, p_token_hash text, p_now timestamptz, p_idle_since timestamptz)
  RETURNS TABLE (
    host_organization_id integer,
    session_id integer,
    organization_id integer,
    user_id integer,
    role text,
    status text
  )
  LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public AS $$
  WITH found AS (
    SELECT s.id, s.organization_id, s.user_id, s.last_seen_at, u.role, u.status
      FROM sessions s
      JOIN users u ON u.organization_id = s.organization_id AND u.id = s.user_id
      JOIN organizations o ON o.id = s.organization_id
     WHERE s.token_hash = p_token_hash AND s.expires_at > p_now AND s.last_seen_at > p_idle_since AND o.active
  ), touched AS (
    UPDATE sessions s SET last_seen_at = p_now
      FROM found f
     WHERE s.id = f.id AND f.status = 'active' AND f.last_seen_at <= p_now - interval '1 minute'
  )
  SELECT (SELECT o.id FROM organizations o WHERE lower(o.subdomain) = lower(p_subdomain)),
         f.id, f.organization_id, f.user_id, f.role, f.status
    FROM (SELECT 1) one LEFT JOIN found f ON true
$$;
--> statement-breakpoint
ALTER FUNCTION huddle_identify(text, text, timestamptz, timestamptz) OWNER TO huddle_system;
--> statement-breakpoint
REVOKE ALL ON FUNCTION huddle_identify(text, text, timestamptz, timestamptz) FROM PUBLIC;
