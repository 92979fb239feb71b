DROP INDEX "user_tokens_hash_key";--> statement-breakpoint
CREATE INDEX "user_tokens_purpose_hash_idx" ON "user_tokens" USING btree ("purpose","token_hash");