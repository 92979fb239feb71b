-- Collections of events (issue 19). Both tables are tenant tables: organization_id NOT NULL, indexes that lead with
-- it, composite keys for every link, and the forced row-level-security policy of migration 0009.
--
-- HAND-EDITED after drizzle-kit generate: ON DELETE SET NULL names its column (see 0010), the tenancy calls at the
-- end, and drizzle's re-creation of invitees.email_key (hand-written in 0020) taken out. An event belongs to at most
-- one collection (events.events_collection_id); deleting a collection leaves its events (SET NULL).
CREATE TABLE "events_collection_organizers" (
	"organization_id" integer NOT NULL,
	"events_collection_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "events_collection_organizers_events_collection_id_user_id_pk" PRIMARY KEY("events_collection_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "events_collections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_collections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"safe_description" text DEFAULT '' NOT NULL,
	"image_key" text,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"timezone" text DEFAULT 'America/New_York' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_collections_org_id_key" UNIQUE("organization_id","id")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "events_collection_id" integer;--> statement-breakpoint
ALTER TABLE "events_collection_organizers" ADD CONSTRAINT "events_collection_organizers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_collection_organizers" ADD CONSTRAINT "events_collection_organizers_collection_id_fk" FOREIGN KEY ("organization_id","events_collection_id") REFERENCES "public"."events_collections"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_collection_organizers" ADD CONSTRAINT "events_collection_organizers_user_id_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_collections" ADD CONSTRAINT "events_collections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_collections" ADD CONSTRAINT "events_collections_created_by_id_fk" FOREIGN KEY ("organization_id","created_by_id") REFERENCES "public"."users"("organization_id","id") ON DELETE SET NULL ("created_by_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_collection_organizers_org_user_idx" ON "events_collection_organizers" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "events_collections_org_published_idx" ON "events_collections" USING btree ("organization_id","published","updated_at");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_collection_id_fk" FOREIGN KEY ("organization_id","events_collection_id") REFERENCES "public"."events_collections"("organization_id","id") ON DELETE SET NULL ("events_collection_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_org_collection_idx" ON "events" USING btree ("organization_id","events_collection_id");
--> statement-breakpoint
SELECT huddle_enable_tenancy('events_collections');
--> statement-breakpoint
SELECT huddle_enable_tenancy('events_collection_organizers');
