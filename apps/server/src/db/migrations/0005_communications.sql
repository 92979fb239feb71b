CREATE TABLE "communication_recipients" (
	"organization_id" integer NOT NULL,
	"communication_id" integer NOT NULL,
	"invitee_id" integer NOT NULL,
	CONSTRAINT "communication_recipients_communication_id_invitee_id_pk" PRIMARY KEY("communication_id","invitee_id")
);
--> statement-breakpoint
CREATE TABLE "communications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "communications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"history_type" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'drafted' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"selections" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"invitee_statuses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"show_event_details_button" boolean DEFAULT true NOT NULL,
	"show_rsvp_buttons" boolean DEFAULT false NOT NULL,
	"scheduled_for" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"link_base" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "link_secret" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "communication_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ical_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "communication_recipients" ADD CONSTRAINT "communication_recipients_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communication_recipients" ADD CONSTRAINT "communication_recipients_communication_id_communications_id_fk" FOREIGN KEY ("communication_id") REFERENCES "public"."communications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communication_recipients" ADD CONSTRAINT "communication_recipients_invitee_id_invitees_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."invitees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "communication_recipients_invitee_idx" ON "communication_recipients" USING btree ("invitee_id");--> statement-breakpoint
CREATE INDEX "communications_org_event_idx" ON "communications" USING btree ("organization_id","event_id","status");--> statement-breakpoint
CREATE INDEX "communications_event_idx" ON "communications" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "communications_created_by_idx" ON "communications" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_communication_idx" ON "mail_outbox" USING btree ("communication_id","status");