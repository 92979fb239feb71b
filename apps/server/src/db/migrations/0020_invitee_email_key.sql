-- A guest's address in lower case, as a column of its own (issue 14). Under row-level security a condition that
-- applies a function to a row's column (`lower(i.email) = …`) is not leakproof, so PostgreSQL may not use the
-- (event_id, lower(email)) index for it and tested every guest of the event instead: finding the reader's own guest
-- row on an event with 50,000 guests (every access guard of that event) cost 0.7 ms. `email_key = …` compares the
-- column itself, which may use this index.
ALTER TABLE "invitees" ADD COLUMN "email_key" text GENERATED ALWAYS AS (lower("email")) STORED;
--> statement-breakpoint
CREATE INDEX "invitees_org_event_email_key_idx" ON "invitees" USING btree ("organization_id", "event_id", "email_key");
