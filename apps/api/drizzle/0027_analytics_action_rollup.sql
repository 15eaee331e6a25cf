CREATE TABLE "analytics_action_day_totals" (
	"day" date NOT NULL,
	"type" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_action_day_totals_day_type_pk" PRIMARY KEY("day","type")
);
--> statement-breakpoint
CREATE TABLE "analytics_action_rollup" (
	"day" date NOT NULL,
	"type" text NOT NULL,
	"product_id" integer DEFAULT 0 NOT NULL,
	"query" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_action_rollup_day_type_product_id_query_pk" PRIMARY KEY("day","type","product_id","query")
);
--> statement-breakpoint
CREATE INDEX "analytics_action_rollup_type_day_idx" ON "analytics_action_rollup" USING btree ("type","day");