-- HAND-WRITTEN from drizzle-kit generate (issue 16): a survey's template is of its own organization, by a composite
-- key like every tenant reference; deleting the template keeps the survey and clears its link. ON DELETE SET NULL
-- names its column (see 0010): a bare SET NULL would also clear the NOT NULL organization_id. drizzle-kit also
-- proposed dropping and re-adding invitees.email_key (its generated expression printed differently): left out.
-- Links to a template that no longer exists (there was no key) are cleared first, so the key can be added.
UPDATE "surveys" s SET "survey_template_id" = NULL
  WHERE s."survey_template_id" IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "survey_templates" t
      WHERE t."organization_id" = s."organization_id" AND t."id" = s."survey_template_id");--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_survey_template_id_fk" FOREIGN KEY ("organization_id","survey_template_id") REFERENCES "public"."survey_templates"("organization_id","id") ON DELETE SET NULL ("survey_template_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "surveys_org_template_idx" ON "surveys" USING btree ("organization_id","survey_template_id");
