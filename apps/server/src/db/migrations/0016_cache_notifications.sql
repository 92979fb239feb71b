-- Caches of rows that many requests read (the feature flags) are dropped when the rows change (issue 14): a trigger announces the organization on the channel huddle_cache, on commit, to every process
-- that listens, whichever code path wrote. The payload is '<table>:<organization id>'.
CREATE FUNCTION huddle_notify_cache() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('huddle_cache', TG_TABLE_NAME || ':' || (to_jsonb(coalesce(NEW, OLD)) ->> TG_ARGV[0]));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER feature_flags_cache AFTER INSERT OR UPDATE OR DELETE ON feature_flags
  FOR EACH ROW EXECUTE FUNCTION huddle_notify_cache('organization_id');
