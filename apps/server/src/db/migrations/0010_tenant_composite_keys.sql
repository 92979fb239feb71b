-- Composite keys (issue 13, docs/architecture.md "Composite keys"). Row-level security does not apply to foreign-key
-- checks, so a child row of one organization could reference a parent row of another. Every parent is now also
-- unique on (organization_id, id), and every link between tenant tables references (organization_id, x_id).
--
-- HAND-EDITED after drizzle-kit generate:
--   * the unique constraints come before the foreign keys that need them (drizzle-kit wrote them last);
--   * ON DELETE SET NULL names its column, `ON DELETE SET NULL ("x_id")` (PostgreSQL 15+): a bare SET NULL would also
--     null organization_id, which is NOT NULL. Drizzle cannot declare the column list, so the schema says
--     .onDelete('set null') and the snapshot does not know the difference.
--
-- Existing rows: every row written through the services already shares its parents' organization, so adding the
-- keys succeeds. A database with a cross-tenant link (written by hand, or by a bug) fails here with a foreign-key
-- violation naming the constraint, and the migration rolls back; fix or delete that row, then start again.
ALTER TABLE "invitation_mappings" DROP CONSTRAINT "invitation_mappings_invited_by_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "user_tokens" DROP CONSTRAINT "user_tokens_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_office_id_offices_id_fk";
--> statement-breakpoint
ALTER TABLE "group_memberships" DROP CONSTRAINT "group_memberships_group_id_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "group_memberships" DROP CONSTRAINT "group_memberships_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "group_offices" DROP CONSTRAINT "group_offices_group_id_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "group_offices" DROP CONSTRAINT "group_offices_office_id_offices_id_fk";
--> statement-breakpoint
ALTER TABLE "groups" DROP CONSTRAINT "groups_group_type_id_group_types_id_fk";
--> statement-breakpoint
ALTER TABLE "groups" DROP CONSTRAINT "groups_organizer_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "event_groups" DROP CONSTRAINT "event_groups_event_id_events_id_fk";
--> statement-breakpoint
ALTER TABLE "event_groups" DROP CONSTRAINT "event_groups_group_id_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "event_hosts" DROP CONSTRAINT "event_hosts_event_id_events_id_fk";
--> statement-breakpoint
ALTER TABLE "event_hosts" DROP CONSTRAINT "event_hosts_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "event_offices" DROP CONSTRAINT "event_offices_event_id_events_id_fk";
--> statement-breakpoint
ALTER TABLE "event_offices" DROP CONSTRAINT "event_offices_office_id_offices_id_fk";
--> statement-breakpoint
ALTER TABLE "event_resources" DROP CONSTRAINT "event_resources_event_id_events_id_fk";
--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_event_type_id_event_types_id_fk";
--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_created_by_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "contact_list_members" DROP CONSTRAINT "contact_list_members_list_id_contact_lists_id_fk";
--> statement-breakpoint
ALTER TABLE "contact_list_members" DROP CONSTRAINT "contact_list_members_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "contact_lists" DROP CONSTRAINT "contact_lists_owner_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "invitees" DROP CONSTRAINT "invitees_event_id_events_id_fk";
--> statement-breakpoint
ALTER TABLE "invitees" DROP CONSTRAINT "invitees_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "rsvp_submissions" DROP CONSTRAINT "rsvp_submissions_event_id_events_id_fk";
--> statement-breakpoint
ALTER TABLE "rsvp_submissions" DROP CONSTRAINT "rsvp_submissions_invitee_id_invitees_id_fk";
--> statement-breakpoint
ALTER TABLE "communication_recipients" DROP CONSTRAINT "communication_recipients_communication_id_communications_id_fk";
--> statement-breakpoint
ALTER TABLE "communication_recipients" DROP CONSTRAINT "communication_recipients_invitee_id_invitees_id_fk";
--> statement-breakpoint
ALTER TABLE "communications" DROP CONSTRAINT "communications_event_id_events_id_fk";
--> statement-breakpoint
ALTER TABLE "communications" DROP CONSTRAINT "communications_created_by_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "event_types" ADD CONSTRAINT "event_types_org_id_key" UNIQUE("organization_id","id");
--> statement-breakpoint
ALTER TABLE "group_types" ADD CONSTRAINT "group_types_org_id_key" UNIQUE("organization_id","id");
--> statement-breakpoint
ALTER TABLE "offices" ADD CONSTRAINT "offices_org_id_key" UNIQUE("organization_id","id");
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_org_id_key" UNIQUE("organization_id","id");
--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_org_id_key" UNIQUE("organization_id","id");
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_org_id_key" UNIQUE("organization_id","id");
--> statement-breakpoint
ALTER TABLE "contact_lists" ADD CONSTRAINT "contact_lists_org_id_key" UNIQUE("organization_id","id");
--> statement-breakpoint
ALTER TABLE "invitees" ADD CONSTRAINT "invitees_org_id_key" UNIQUE("organization_id","id");
--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_org_id_key" UNIQUE("organization_id","id");
--> statement-breakpoint
ALTER TABLE "invitation_mappings" ADD CONSTRAINT "invitation_mappings_invited_by_id_fk" FOREIGN KEY ("organization_id","invited_by_id") REFERENCES "public"."users"("organization_id","id") ON DELETE SET NULL ("invited_by_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_office_id_fk" FOREIGN KEY ("organization_id","office_id") REFERENCES "public"."offices"("organization_id","id") ON DELETE SET NULL ("office_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "group_memberships" ADD CONSTRAINT "group_memberships_group_id_fk" FOREIGN KEY ("organization_id","group_id") REFERENCES "public"."groups"("organization_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "group_memberships" ADD CONSTRAINT "group_memberships_user_id_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "group_offices" ADD CONSTRAINT "group_offices_group_id_fk" FOREIGN KEY ("organization_id","group_id") REFERENCES "public"."groups"("organization_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "group_offices" ADD CONSTRAINT "group_offices_office_id_fk" FOREIGN KEY ("organization_id","office_id") REFERENCES "public"."offices"("organization_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_group_type_id_fk" FOREIGN KEY ("organization_id","group_type_id") REFERENCES "public"."group_types"("organization_id","id") ON DELETE SET NULL ("group_type_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_organizer_id_fk" FOREIGN KEY ("organization_id","organizer_id") REFERENCES "public"."users"("organization_id","id") ON DELETE SET NULL ("organizer_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "event_groups" ADD CONSTRAINT "event_groups_event_id_fk" FOREIGN KEY ("organization_id","event_id") REFERENCES "public"."events"("organization_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "event_groups" ADD CONSTRAINT "event_groups_group_id_fk" FOREIGN KEY ("organization_id","group_id") REFERENCES "public"."groups"("organization_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "event_hosts" ADD CONSTRAINT "event_hosts_event_id_fk" FOREIGN KEY ("organization_id","event_id") REFERENCES "public"."events"("organization_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "event_hosts" ADD CONSTRAINT "event_hosts_user_id_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "event_offices" ADD CONSTRAINT "event_offices_event_id_fk" FOREIGN KEY ("organization_id","event_id") REFERENCES "public"."events"("organization_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "event_offices" ADD CONSTRAINT "event_offices_office_id_fk" FOREIGN KEY ("organization_id","office_id") REFERENCES "public"."offices"("organization_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "event_resources" ADD CONSTRAINT "event_resources_event_id_fk" FOREIGN KEY ("organization_id","event_id") REFERENCES "public"."events"("organization_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_event_type_id_fk" FOREIGN KEY ("organization_id","event_type_id") REFERENCES "public"."event_types"("organization_id","id") ON DELETE SET NULL ("event_type_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_id_fk" FOREIGN KEY ("organization_id","created_by_id") REFERENCES "public"."users"("organization_id","id") ON DELETE SET NULL ("created_by_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contact_list_members" ADD CONSTRAINT "contact_list_members_list_id_fk" FOREIGN KEY ("organization_id","list_id") REFERENCES "public"."contact_lists"("organization_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contact_list_members" ADD CONSTRAINT "contact_list_members_user_id_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contact_lists" ADD CONSTRAINT "contact_lists_owner_id_fk" FOREIGN KEY ("organization_id","owner_id") REFERENCES "public"."users"("organization_id","id") ON DELETE SET NULL ("owner_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invitees" ADD CONSTRAINT "invitees_event_id_fk" FOREIGN KEY ("organization_id","event_id") REFERENCES "public"."events"("organization_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invitees" ADD CONSTRAINT "invitees_user_id_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE SET NULL ("user_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rsvp_submissions" ADD CONSTRAINT "rsvp_submissions_event_id_fk" FOREIGN KEY ("organization_id","event_id") REFERENCES "public"."events"("organization_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rsvp_submissions" ADD CONSTRAINT "rsvp_submissions_invitee_id_fk" FOREIGN KEY ("organization_id","invitee_id") REFERENCES "public"."invitees"("organization_id","id") ON DELETE SET NULL ("invitee_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "communication_recipients" ADD CONSTRAINT "communication_recipients_communication_id_fk" FOREIGN KEY ("organization_id","communication_id") REFERENCES "public"."communications"("organization_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "communication_recipients" ADD CONSTRAINT "communication_recipients_invitee_id_fk" FOREIGN KEY ("organization_id","invitee_id") REFERENCES "public"."invitees"("organization_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_event_id_fk" FOREIGN KEY ("organization_id","event_id") REFERENCES "public"."events"("organization_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_created_by_id_fk" FOREIGN KEY ("organization_id","created_by_id") REFERENCES "public"."users"("organization_id","id") ON DELETE SET NULL ("created_by_id") ON UPDATE no action;
