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
  -- PL/pgSQL keeps the plans of its statements for the session: a third of the time of the SQL function of 0011,
  -- whose body was planned again on every call.
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public AS $$
DECLARE
  host integer;
  caller record;
BEGIN
  SELECT o.id INTO host FROM organizations o WHERE lower(o.subdomain) = lower(p_subdomain);
  SELECT s.id, s.organization_id, s.user_id, s.last_seen_at, u.role, u.status INTO caller
    FROM sessions s
    JOIN users u ON u.organization_id = s.organization_id AND u.id = s.user_id
    JOIN organizations o ON o.id = s.organization_id
   WHERE s.token_hash = p_token_hash AND s.expires_at > p_now AND s.last_seen_at > p_idle_since AND o.active;
  -- The session is noted as seen at most once a minute.
  IF caller.status = 'active' AND caller.last_seen_at <= p_now - interval '1 minute' THEN
    UPDATE sessions s SET last_seen_at = p_now WHERE s.id = caller.id;
  END IF;
  RETURN QUERY SELECT host, caller.id, caller.organization_id, caller.user_id, caller.role, caller.status,
    CASE WHEN caller.status = 'active' AND (p_subdomain IS NULL OR caller.organization_id = host)
         THEN caller.organization_id ELSE host END;
END
$$;
--> statement-breakpoint
ALTER FUNCTION huddle_identify(text, text, timestamptz, timestamptz) OWNER TO huddle_system;
--> statement-breakpoint
REVOKE ALL ON FUNCTION huddle_identify(text, text, timestamptz, timestamptz) FROM PUBLIC;
