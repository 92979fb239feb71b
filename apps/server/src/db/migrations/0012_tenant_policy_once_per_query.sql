-- The tenant policies compare with the organization once per statement rather than once per row: wrapped in a
-- sub-select, huddle_current_organization() becomes an init plan that PostgreSQL evaluates once (ADR 12).
CREATE OR REPLACE FUNCTION huddle_enable_tenancy(tbl regclass, col text DEFAULT 'organization_id') RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tbl);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s TO huddle_app USING (%I = (SELECT huddle_current_organization())) WITH CHECK (%I = (SELECT huddle_current_organization()))',
    tbl, col, col);
  EXECUTE format('CREATE POLICY cross_tenant ON %s TO huddle_system USING (true) WITH CHECK (true)', tbl);
END $$;
--> statement-breakpoint
DO $$
DECLARE
  p record;
BEGIN
  FOR p IN
    SELECT c.oid::regclass AS tbl,
           CASE WHEN c.relname = 'organizations' THEN 'id' ELSE 'organization_id' END AS col
      FROM pg_policy pol
      JOIN pg_class c ON c.oid = pol.polrelid
     WHERE pol.polname = 'tenant_isolation'
  LOOP
    EXECUTE format(
      'ALTER POLICY tenant_isolation ON %s USING (%I = (SELECT huddle_current_organization())) WITH CHECK (%I = (SELECT huddle_current_organization()))',
      p.tbl, p.col, p.col);
  END LOOP;
END $$;
