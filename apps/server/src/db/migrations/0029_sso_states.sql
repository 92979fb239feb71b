ALTER TABLE "oauth_states" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "google_sso_at" timestamp with time zone;