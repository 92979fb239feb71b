-- Row-level security, the second wall around each organization's rows (ADR 12). Requests and jobs run their
-- queries in transactions that take huddle_app (bound to one organization) or, in a few named cross-tenant places,
-- huddle_system (src/db/tenancy.ts). Neither owns a table nor is a superuser, so the forced policies bind both;
-- the migrating role owns the tables and keeps the right to switch to them.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'huddle_app') THEN
    CREATE ROLE huddle_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'huddle_system') THEN
    CREATE ROLE huddle_system NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
END $$;
--> statement-breakpoint
GRANT huddle_app, huddle_system TO CURRENT_USER;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO huddle_app, huddle_system;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO huddle_app, huddle_system;
--> statement-breakpoint
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO huddle_app, huddle_system;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO huddle_app, huddle_system;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO huddle_app, huddle_system;
--> statement-breakpoint
-- The organization of the current transaction; null outside one, so a policy then matches no row.
CREATE FUNCTION huddle_current_organization() RETURNS integer LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('huddle.organization_id', true), '')::integer $$;
--> statement-breakpoint
-- A new tenant table calls this in its migration: `SELECT huddle_enable_tenancy('surveys');`.
CREATE FUNCTION huddle_enable_tenancy(tbl regclass, col text DEFAULT 'organization_id') RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tbl);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s TO huddle_app USING (%I = huddle_current_organization()) WITH CHECK (%I = huddle_current_organization())',
    tbl, col, col);
  EXECUTE format('CREATE POLICY cross_tenant ON %s TO huddle_system USING (true) WITH CHECK (true)', tbl);
END $$;
--> statement-breakpoint
SELECT huddle_enable_tenancy(c.oid::regclass)
  FROM pg_class c
  JOIN pg_namespace n ON n.oid = c.relnamespace
  JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'organization_id' AND NOT a.attisdropped
 WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p');
--> statement-breakpoint
SELECT huddle_enable_tenancy('organizations', 'id');
