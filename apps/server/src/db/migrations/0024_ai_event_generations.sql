CREATE TABLE "ai_event_generations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_event_generations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_event_generations_org_id_key" UNIQUE("organization_id","id")
);
--> statement-breakpoint
ALTER TABLE "ai_event_generations" ADD CONSTRAINT "ai_event_generations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_event_generations" ADD CONSTRAINT "ai_event_generations_user_id_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_event_generations_org_user_created_idx" ON "ai_event_generations" USING btree ("organization_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_event_generations_org_created_idx" ON "ai_event_generations" USING btree ("organization_id","created_at");--> statement-breakpoint
SELECT huddle_enable_tenancy('ai_event_generations');

