CREATE TABLE "group_memberships" (
	"organization_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_memberships_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_offices" (
	"organization_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	CONSTRAINT "group_offices_group_id_office_id_pk" PRIMARY KEY("group_id","office_id")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"safe_description" text DEFAULT '' NOT NULL,
	"external_link" text,
	"cover_image_key" text,
	"group_type_id" integer,
	"private" boolean DEFAULT false NOT NULL,
	"can_organizers_edit" boolean DEFAULT false NOT NULL,
	"organizer_id" integer,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invitation_mappings" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "invitation_mappings" ADD COLUMN "token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitation_mappings" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "group_memberships" ADD CONSTRAINT "group_memberships_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_memberships" ADD CONSTRAINT "group_memberships_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_memberships" ADD CONSTRAINT "group_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_offices" ADD CONSTRAINT "group_offices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_offices" ADD CONSTRAINT "group_offices_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_offices" ADD CONSTRAINT "group_offices_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_group_type_id_group_types_id_fk" FOREIGN KEY ("group_type_id") REFERENCES "public"."group_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_memberships_org_user_idx" ON "group_memberships" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "group_offices_org_office_idx" ON "group_offices" USING btree ("organization_id","office_id");--> statement-breakpoint
CREATE INDEX "groups_org_name_idx" ON "groups" USING btree ("organization_id","name");--> statement-breakpoint
CREATE INDEX "groups_org_type_idx" ON "groups" USING btree ("organization_id","group_type_id");--> statement-breakpoint
CREATE INDEX "invitation_mappings_org_pending_idx" ON "invitation_mappings" USING btree ("organization_id","accepted_at","created_at");--> statement-breakpoint
CREATE INDEX "invitation_mappings_token_idx" ON "invitation_mappings" USING btree ("token_hash");