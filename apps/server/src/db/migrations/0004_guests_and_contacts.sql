CREATE TABLE "contact_list_members" (
	"organization_id" integer NOT NULL,
	"list_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "contact_list_members_list_id_user_id_pk" PRIMARY KEY("list_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "contact_lists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"owner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"attended" text DEFAULT 'not_recorded' NOT NULL,
	"attendance_type" text,
	"rsvp_source" text,
	"responded_at" timestamp with time zone,
	"invite_scheduled_for" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsvp_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rsvp_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"invitee_id" integer,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_list_members" ADD CONSTRAINT "contact_list_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_list_members" ADD CONSTRAINT "contact_list_members_list_id_contact_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."contact_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_list_members" ADD CONSTRAINT "contact_list_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_lists" ADD CONSTRAINT "contact_lists_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_lists" ADD CONSTRAINT "contact_lists_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitees" ADD CONSTRAINT "invitees_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitees" ADD CONSTRAINT "invitees_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitees" ADD CONSTRAINT "invitees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_submissions" ADD CONSTRAINT "rsvp_submissions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_submissions" ADD CONSTRAINT "rsvp_submissions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_submissions" ADD CONSTRAINT "rsvp_submissions_invitee_id_invitees_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."invitees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_list_members_org_user_idx" ON "contact_list_members" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "contact_list_members_user_idx" ON "contact_list_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contact_lists_org_created_idx" ON "contact_lists" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invitees_event_email_key" ON "invitees" USING btree ("event_id",lower("email"));--> statement-breakpoint
CREATE INDEX "invitees_org_event_status_idx" ON "invitees" USING btree ("organization_id","event_id","status");--> statement-breakpoint
CREATE INDEX "invitees_org_event_name_idx" ON "invitees" USING btree ("organization_id","event_id","first_name","last_name");--> statement-breakpoint
CREATE INDEX "invitees_org_user_idx" ON "invitees" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "invitees_user_idx" ON "invitees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rsvp_submissions_org_event_idx" ON "rsvp_submissions" USING btree ("organization_id","event_id","created_at");--> statement-breakpoint
CREATE INDEX "rsvp_submissions_invitee_idx" ON "rsvp_submissions" USING btree ("invitee_id");