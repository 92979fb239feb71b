-- Issue 34: Google Groups lists (contact_lists.google_group_*) and SAML assertions used once (sso_assertions).
-- sso_assertions is a tenant table like every other: organization_id first in its key, and row-level security from
-- the huddle_enable_tenancy('sso_assertions') call at the end (migration 0009's function), which runs ENABLE and FORCE
-- ROW LEVEL SECURITY on the table and creates its tenant_isolation policy (db/tenancy.test.ts checks every such table).
--
-- HAND-EDITED after drizzle-kit generate: the tenancy call at the end.
CREATE TABLE "sso_assertions" (
	"organization_id" integer NOT NULL,
	"assertion_id_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sso_assertions_organization_id_assertion_id_hash_pk" PRIMARY KEY("organization_id","assertion_id_hash")
);
--> statement-breakpoint
ALTER TABLE "contact_lists" ADD COLUMN "google_group_email" text;--> statement-breakpoint
ALTER TABLE "contact_lists" ADD COLUMN "google_group_skipped" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_lists" ADD COLUMN "google_group_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sso_assertions" ADD CONSTRAINT "sso_assertions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_lists_org_google_group_key" ON "contact_lists" USING btree ("organization_id","google_group_email") WHERE "contact_lists"."google_group_email" IS NOT NULL;--> statement-breakpoint
SELECT huddle_enable_tenancy('sso_assertions');
