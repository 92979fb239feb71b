ALTER TABLE "users" ADD COLUMN "contact_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Issue 31: a row without an account whose address no sign-up could use (outside the organization's email domains,
-- no pending invitation) can only have come from the Contacts screens or an old upload; it stays a contact until an
-- admin's employee upload says otherwise. Rows in a domain may sign up anyway, so they need no mark.
UPDATE "users" u SET "contact_only" = true
WHERE u."password_hash" IS NULL AND u."confirmed_at" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "email_extensions" x WHERE x."organization_id" = u."organization_id"
    AND lower(x."domain") = lower(split_part(u."email", '@', 2)))
  AND NOT EXISTS (SELECT 1 FROM "invitation_mappings" m WHERE m."organization_id" = u."organization_id"
    AND lower(m."invited_user_email") = lower(u."email") AND m."accepted_at" IS NULL);
