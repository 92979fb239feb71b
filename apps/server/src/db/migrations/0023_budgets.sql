-- Budgets (issue 18, ADR 22). Every table is a tenant table: organization_id NOT NULL, indexes that lead with it,
-- composite keys for every link, and the forced row-level-security policy of migration 0009. Money is bigint minor
-- units; a conversion rate is bigint millionths.
--
-- HAND-EDITED after drizzle-kit generate: ON DELETE SET NULL names its column (see 0010), and the tenancy calls at
-- the end.
CREATE TABLE "event_budget_groups" (
	"organization_id" integer NOT NULL,
	"event_budget_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "event_budget_groups_organization_id_event_budget_id_group_id_pk" PRIMARY KEY("organization_id","event_budget_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "event_budgets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_budgets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"currency_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_budgets_org_id_key" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "expense_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expense_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_categories_org_id_key" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "expense_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expense_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"event_budget_id" integer NOT NULL,
	"name" text NOT NULL,
	"estimated_cost_cents" bigint DEFAULT 0 NOT NULL,
	"actual_cost_cents" bigint DEFAULT 0 NOT NULL,
	"expense_category_id" integer,
	"vendor" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"spent_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_items_org_id_key" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "group_budgets" (
	"organization_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"budget_cents" bigint DEFAULT 0 NOT NULL,
	"currency_id" integer NOT NULL,
	"conversion_rate_micros" bigint DEFAULT 1000000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_budgets_organization_id_group_id_pk" PRIMARY KEY("organization_id","group_id")
);
--> statement-breakpoint
ALTER TABLE "event_budget_groups" ADD CONSTRAINT "event_budget_groups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_budget_groups" ADD CONSTRAINT "event_budget_groups_budget_id_fk" FOREIGN KEY ("organization_id","event_budget_id") REFERENCES "public"."event_budgets"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_budget_groups" ADD CONSTRAINT "event_budget_groups_group_id_fk" FOREIGN KEY ("organization_id","group_id") REFERENCES "public"."groups"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_budgets" ADD CONSTRAINT "event_budgets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_budgets" ADD CONSTRAINT "event_budgets_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_budgets" ADD CONSTRAINT "event_budgets_event_id_fk" FOREIGN KEY ("organization_id","event_id") REFERENCES "public"."events"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_categories" ADD CONSTRAINT "expense_categories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_items" ADD CONSTRAINT "expense_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_items" ADD CONSTRAINT "expense_items_budget_id_fk" FOREIGN KEY ("organization_id","event_budget_id") REFERENCES "public"."event_budgets"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_items" ADD CONSTRAINT "expense_items_category_id_fk" FOREIGN KEY ("organization_id","expense_category_id") REFERENCES "public"."expense_categories"("organization_id","id") ON DELETE SET NULL ("expense_category_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_budgets" ADD CONSTRAINT "group_budgets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_budgets" ADD CONSTRAINT "group_budgets_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_budgets" ADD CONSTRAINT "group_budgets_group_id_fk" FOREIGN KEY ("organization_id","group_id") REFERENCES "public"."groups"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_budget_groups_org_group_idx" ON "event_budget_groups" USING btree ("organization_id","group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_budgets_org_event_key" ON "event_budgets" USING btree ("organization_id","event_id");--> statement-breakpoint
CREATE INDEX "expense_categories_org_name_idx" ON "expense_categories" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "expense_items_org_budget_idx" ON "expense_items" USING btree ("organization_id","event_budget_id");--> statement-breakpoint
CREATE INDEX "expense_items_org_category_idx" ON "expense_items" USING btree ("organization_id","expense_category_id");
--> statement-breakpoint
SELECT huddle_enable_tenancy('expense_categories');
--> statement-breakpoint
SELECT huddle_enable_tenancy('event_budgets');
--> statement-breakpoint
SELECT huddle_enable_tenancy('event_budget_groups');
--> statement-breakpoint
SELECT huddle_enable_tenancy('expense_items');
--> statement-breakpoint
SELECT huddle_enable_tenancy('group_budgets');
