-- Surveys and survey templates (issue 16, ADR 19). Every table is a tenant table: organization_id NOT NULL, indexes
-- that lead with it, composite keys for every link, and the forced row-level-security policy of migration 0009.
--
-- HAND-EDITED after drizzle-kit generate: ON DELETE SET NULL names its column (see 0010), and the tenancy calls at
-- the end. A guest answers a survey once: survey_responses is unique on (organization_id, survey_id, invitee_id).
CREATE TABLE "survey_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"survey_response_id" integer NOT NULL,
	"survey_question_id" integer NOT NULL,
	"survey_option_id" integer,
	"value" integer,
	"text" text,
	CONSTRAINT "survey_answers_org_id_key" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "survey_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"survey_question_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "survey_options_org_id_key" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"question_type" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	CONSTRAINT "survey_questions_org_id_key" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_responses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"invitee_id" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_responses_org_id_key" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "survey_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"privacy" text DEFAULT 'private' NOT NULL,
	"style" text NOT NULL,
	"creator_id" integer,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_templates_org_id_key" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "surveys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"style" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"delay_amount" integer DEFAULT 0 NOT NULL,
	"delay_unit" text DEFAULT 'hour' NOT NULL,
	"survey_template_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surveys_org_id_key" UNIQUE("organization_id","id")
);
--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_response_id_fk" FOREIGN KEY ("organization_id","survey_response_id") REFERENCES "public"."survey_responses"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_question_id_fk" FOREIGN KEY ("organization_id","survey_question_id") REFERENCES "public"."survey_questions"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_option_id_fk" FOREIGN KEY ("organization_id","survey_option_id") REFERENCES "public"."survey_options"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_options" ADD CONSTRAINT "survey_options_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_options" ADD CONSTRAINT "survey_options_question_id_fk" FOREIGN KEY ("organization_id","survey_question_id") REFERENCES "public"."survey_questions"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_survey_id_fk" FOREIGN KEY ("organization_id","survey_id") REFERENCES "public"."surveys"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_id_fk" FOREIGN KEY ("organization_id","survey_id") REFERENCES "public"."surveys"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_invitee_id_fk" FOREIGN KEY ("organization_id","invitee_id") REFERENCES "public"."invitees"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_user_id_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE SET NULL ("user_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_templates" ADD CONSTRAINT "survey_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_templates" ADD CONSTRAINT "survey_templates_creator_id_fk" FOREIGN KEY ("organization_id","creator_id") REFERENCES "public"."users"("organization_id","id") ON DELETE SET NULL ("creator_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_event_id_fk" FOREIGN KEY ("organization_id","event_id") REFERENCES "public"."events"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_answers_org_response_idx" ON "survey_answers" USING btree ("organization_id","survey_response_id");--> statement-breakpoint
CREATE INDEX "survey_answers_org_question_idx" ON "survey_answers" USING btree ("organization_id","survey_question_id");--> statement-breakpoint
CREATE INDEX "survey_answers_response_idx" ON "survey_answers" USING btree ("survey_response_id");--> statement-breakpoint
CREATE INDEX "survey_answers_question_idx" ON "survey_answers" USING btree ("survey_question_id");--> statement-breakpoint
CREATE INDEX "survey_answers_option_idx" ON "survey_answers" USING btree ("survey_option_id");--> statement-breakpoint
CREATE INDEX "survey_options_org_question_idx" ON "survey_options" USING btree ("organization_id","survey_question_id","position");--> statement-breakpoint
CREATE INDEX "survey_options_question_idx" ON "survey_options" USING btree ("survey_question_id");--> statement-breakpoint
CREATE INDEX "survey_questions_org_survey_idx" ON "survey_questions" USING btree ("organization_id","survey_id","position");--> statement-breakpoint
CREATE INDEX "survey_questions_survey_idx" ON "survey_questions" USING btree ("survey_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_org_survey_invitee_key" ON "survey_responses" USING btree ("organization_id","survey_id","invitee_id");--> statement-breakpoint
CREATE INDEX "survey_responses_survey_idx" ON "survey_responses" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "survey_responses_invitee_idx" ON "survey_responses" USING btree ("invitee_id");--> statement-breakpoint
CREATE INDEX "survey_responses_user_idx" ON "survey_responses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "survey_templates_org_created_idx" ON "survey_templates" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "survey_templates_org_creator_idx" ON "survey_templates" USING btree ("organization_id","creator_id");--> statement-breakpoint
CREATE INDEX "survey_templates_org_name_idx" ON "survey_templates" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "survey_templates_creator_idx" ON "survey_templates" USING btree ("creator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "surveys_org_event_style_key" ON "surveys" USING btree ("organization_id","event_id","style");--> statement-breakpoint
CREATE INDEX "surveys_event_idx" ON "surveys" USING btree ("event_id");--> statement-breakpoint
SELECT huddle_enable_tenancy('surveys');
--> statement-breakpoint
SELECT huddle_enable_tenancy('survey_questions');
--> statement-breakpoint
SELECT huddle_enable_tenancy('survey_options');
--> statement-breakpoint
SELECT huddle_enable_tenancy('survey_responses');
--> statement-breakpoint
SELECT huddle_enable_tenancy('survey_answers');
--> statement-breakpoint
SELECT huddle_enable_tenancy('survey_templates');
