CREATE TABLE "analytics_target_members" (
	"target_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	CONSTRAINT "analytics_target_members_target_id_customer_id_pk" PRIMARY KEY("target_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_targets" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"rules" jsonb NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"members_count" integer,
	"members_computed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_action_days" (
	"day" date NOT NULL,
	"type" text NOT NULL,
	"product_id" integer DEFAULT 0 NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_action_days_day_type_product_id_pk" PRIMARY KEY("day","type","product_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"visitor_guid" text,
	"customer_id" integer,
	"product_id" integer,
	"query" text,
	"post_id" integer,
	"source_id" integer
);
--> statement-breakpoint
CREATE TABLE "analytics_visitors" (
	"guid" text PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "analytics_target_members" ADD CONSTRAINT "analytics_target_members_target_id_analytics_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."analytics_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_target_members" ADD CONSTRAINT "analytics_target_members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_actions" ADD CONSTRAINT "analytics_actions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_actions" ADD CONSTRAINT "analytics_actions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_visitors" ADD CONSTRAINT "analytics_visitors_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_target_members_customer_idx" ON "analytics_target_members" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "analytics_actions_time_brin" ON "analytics_actions" USING brin ("occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_actions_customer_idx" ON "analytics_actions" USING btree ("customer_id","occurred_at") WHERE "analytics_actions"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "analytics_actions_type_time_idx" ON "analytics_actions" USING btree ("type","occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_actions_visitor_idx" ON "analytics_actions" USING btree ("visitor_guid");--> statement-breakpoint
CREATE INDEX "analytics_actions_product_idx" ON "analytics_actions" USING btree ("product_id") WHERE "analytics_actions"."product_id" is not null;--> statement-breakpoint
CREATE INDEX "analytics_visitors_customer_idx" ON "analytics_visitors" USING btree ("customer_id");