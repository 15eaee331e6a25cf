CREATE TABLE "analytics_action_month_rollup" (
	"month" date NOT NULL,
	"type" text NOT NULL,
	"product_id" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_action_month_rollup_type_month_product_id_pk" PRIMARY KEY("type","month","product_id")
);
--> statement-breakpoint
-- The months the daily rollup already holds whole (the nightly job counts the later ones).
INSERT INTO "analytics_action_month_rollup" ("month", "type", "product_id", "count")
SELECT date_trunc('month', "day")::date, "type", "product_id", sum("count")::int
FROM "analytics_action_rollup"
WHERE "product_id" <> 0 AND "day" < date_trunc('month', now() AT TIME ZONE 'Europe/Paris')::date
GROUP BY 1, 2, 3;
