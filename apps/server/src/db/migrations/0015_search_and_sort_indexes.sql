-- Searches and sorts of the big lists answer from indexes (issue 14). A contact or guest search is `ilike '%…%'` on
-- the full name or the email: trigram indexes serve it from three characters on. The guest list sorts by full name
-- (or email) with the id last; the indexes below give the first page and a deep one without sorting every guest.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX users_name_trgm_idx ON users USING gin ((first_name || ' ' || last_name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX users_email_trgm_idx ON users USING gin (email gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX invitees_name_trgm_idx ON invitees USING gin ((first_name || ' ' || last_name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX invitees_email_trgm_idx ON invitees USING gin (email gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX invitees_org_event_full_name_idx
  ON invitees (organization_id, event_id, lower(trim(first_name || ' ' || last_name)), email, id);
--> statement-breakpoint
CREATE INDEX invitees_org_event_email_idx ON invitees (organization_id, event_id, email, id);
--> statement-breakpoint
CREATE INDEX users_org_full_name_idx ON users (organization_id, lower(trim(first_name || ' ' || last_name)), email, id);
