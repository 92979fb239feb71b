-- Slack and the connection store (issue 33, ADR 33). Every new table is a tenant table: organization_id NOT NULL,
-- indexes that lead with it, composite keys for every link, and row-level security: the
-- huddle_enable_tenancy('<table>') calls at the end (migration 0009's function) ENABLE and FORCE ROW LEVEL SECURITY on
-- each table and create its tenant_isolation policy, as every tenant table's migration does since 0009.
--
-- HAND-EDITED after drizzle-kit generate: ON DELETE SET NULL names its column (see 0010), and those tenancy calls.
CREATE TABLE "collection_announcements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collection_announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"events_collection_id" integer NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"message_body" text DEFAULT '' NOT NULL,
	"delivery_method" text DEFAULT 'slack' NOT NULL,
	"channel_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_scheduled" boolean DEFAULT false NOT NULL,
	"scheduled_for" timestamp with time zone,
	"add_calendar_invitation" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"error" text,
	"sent_by_id" integer,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_announcements_org_id_key" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "integration_connections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integration_connections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"provider" text NOT NULL,
	"user_id" integer,
	"status" text NOT NULL,
	"external_id" text,
	"pending_code" text,
	"pending_redirect_uri" text,
	"access_token" text,
	"refresh_token" text,
	"expires_at" timestamp with time zone,
	"scopes" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_connections_org_id_key" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "oauth_states_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"state_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oauth_states_org_id_key" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "slack_channel_members" (
	"organization_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"slack_user_id" text NOT NULL,
	"email" text,
	"user_id" integer,
	CONSTRAINT "slack_channel_members_organization_id_channel_id_slack_user_id_pk" PRIMARY KEY("organization_id","channel_id","slack_user_id")
);
--> statement-breakpoint
CREATE TABLE "slack_channels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slack_channels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"slack_id" text NOT NULL,
	"name" text NOT NULL,
	"private" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"present" boolean DEFAULT true NOT NULL,
	"selected" boolean DEFAULT false NOT NULL,
	"synced_group_id" integer,
	"members_synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slack_channels_org_id_key" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "slack_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slack_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" integer NOT NULL,
	"source_version" integer DEFAULT 0 NOT NULL,
	"channel_id" integer NOT NULL,
	"slack_channel_id" text NOT NULL,
	"message" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"ts" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "slack_posts_org_id_key" UNIQUE("organization_id","id")
);
--> statement-breakpoint
ALTER TABLE "communications" ADD COLUMN "has_calendar_invite" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "collection_announcements" ADD CONSTRAINT "collection_announcements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_announcements" ADD CONSTRAINT "collection_announcements_collection_id_fk" FOREIGN KEY ("organization_id","events_collection_id") REFERENCES "public"."events_collections"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_announcements" ADD CONSTRAINT "collection_announcements_sent_by_id_fk" FOREIGN KEY ("organization_id","sent_by_id") REFERENCES "public"."users"("organization_id","id") ON DELETE SET NULL ("sent_by_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_connections" ADD CONSTRAINT "integration_connections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_connections" ADD CONSTRAINT "integration_connections_user_id_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_connections" ADD CONSTRAINT "integration_connections_created_by_id_fk" FOREIGN KEY ("organization_id","created_by_id") REFERENCES "public"."users"("organization_id","id") ON DELETE SET NULL ("created_by_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_user_id_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_channel_members" ADD CONSTRAINT "slack_channel_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_channel_members" ADD CONSTRAINT "slack_channel_members_channel_id_fk" FOREIGN KEY ("organization_id","channel_id") REFERENCES "public"."slack_channels"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_channel_members" ADD CONSTRAINT "slack_channel_members_user_id_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE SET NULL ("user_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_channels" ADD CONSTRAINT "slack_channels_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_channels" ADD CONSTRAINT "slack_channels_synced_group_id_fk" FOREIGN KEY ("organization_id","synced_group_id") REFERENCES "public"."groups"("organization_id","id") ON DELETE SET NULL ("synced_group_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_posts" ADD CONSTRAINT "slack_posts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_posts" ADD CONSTRAINT "slack_posts_channel_id_fk" FOREIGN KEY ("organization_id","channel_id") REFERENCES "public"."slack_channels"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_announcements_org_collection_idx" ON "collection_announcements" USING btree ("organization_id","events_collection_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_connections_org_provider_key" ON "integration_connections" USING btree ("organization_id","provider") WHERE "integration_connections"."user_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "integration_connections_org_user_provider_key" ON "integration_connections" USING btree ("organization_id","user_id","provider") WHERE "integration_connections"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "oauth_states_org_user_idx" ON "oauth_states" USING btree ("organization_id","user_id","provider","created_at");--> statement-breakpoint
CREATE INDEX "slack_channel_members_org_user_idx" ON "slack_channel_members" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "slack_channels_org_slack_id_key" ON "slack_channels" USING btree ("organization_id","slack_id");--> statement-breakpoint
CREATE INDEX "slack_channels_org_name_idx" ON "slack_channels" USING btree ("organization_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "slack_channels_org_group_key" ON "slack_channels" USING btree ("organization_id","synced_group_id") WHERE "slack_channels"."synced_group_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "slack_posts_source_channel_key" ON "slack_posts" USING btree ("organization_id","source_kind","source_id","channel_id");--> statement-breakpoint
CREATE INDEX "slack_posts_org_status_idx" ON "slack_posts" USING btree ("organization_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_slack_team_key" ON "organizations" USING btree ("slack_team_id") WHERE "organizations"."slack_team_id" IS NOT NULL;
--> statement-breakpoint
SELECT huddle_enable_tenancy('integration_connections');
--> statement-breakpoint
SELECT huddle_enable_tenancy('oauth_states');
--> statement-breakpoint
SELECT huddle_enable_tenancy('slack_channels');
--> statement-breakpoint
SELECT huddle_enable_tenancy('slack_channel_members');
--> statement-breakpoint
SELECT huddle_enable_tenancy('slack_posts');
--> statement-breakpoint
SELECT huddle_enable_tenancy('collection_announcements');
