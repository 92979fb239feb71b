-- huddle_identify also names the organization of the request's scope, so that the transaction of a request can begin,
-- identify its caller and take that organization in one statement (ADR 15): the caller's own organization when the
-- session is active and belongs to the host (or there is no host), otherwise the host's.
DROP FUNCTION huddle_identify(text, text, timestamptz, timestamptz);
--> statement-breakpoint
CREATE FUNCTION huddle_identify(p_subdomain text, p_token_hash text, p_now timestamptz, p_idle_since timestamptz)
  RETURNS TABLE (
    host_organization_id integer,
    session_id integer,
    organization_id integer,
    user_id integer,
    role text,
    status text,
    scope_organization_id integer
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
  ), host AS (
    SELECT (SELECT o.id FROM organizations o WHERE lower(o.subdomain) = lower(p_subdomain)) AS id
  )
  SELECT h.id, f.id, f.organization_id, f.user_id, f.role, f.status,
         CASE WHEN f.status = 'active' AND (p_subdomain IS NULL OR f.organization_id = h.id)
              THEN f.organization_id ELSE h.id END
    FROM host h LEFT JOIN found f ON true
$$;
--> statement-breakpoint
ALTER FUNCTION huddle_identify(text, text, timestamptz, timestamptz) OWNER TO huddle_system;
--> statement-breakpoint
REVOKE ALL ON FUNCTION huddle_identify(text, text, timestamptz, timestamptz) FROM PUBLIC;
