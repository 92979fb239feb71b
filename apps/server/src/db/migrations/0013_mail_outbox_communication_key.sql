-- A mail's communication is referenced by (organization_id, communication_id) like every other link between tenant
-- tables (migration 0010), so no mail can name another organization's communication. Deleting a communication keeps
-- its mails, unlinked: SET NULL names its column (see 0010; the schema says .onDelete('set null')).
--
-- Mails of communications deleted before this key existed still name them: they are unlinked first. The owner
-- sees no row under the forced policies, so that update runs as huddle_system.
SET LOCAL ROLE huddle_system;
--> statement-breakpoint
UPDATE "mail_outbox" m SET "communication_id" = NULL
 WHERE m."communication_id" IS NOT NULL
   AND NOT EXISTS (
     SELECT FROM "communications" c WHERE c."organization_id" = m."organization_id" AND c."id" = m."communication_id"
   );
--> statement-breakpoint
RESET ROLE;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_communication_id_fk" FOREIGN KEY ("organization_id","communication_id") REFERENCES "public"."communications"("organization_id","id") ON DELETE SET NULL ("communication_id") ON UPDATE no action;
