CREATE TABLE "product_supplies" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"supplied_on" date NOT NULL,
	"note" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by_id" integer,
	"recorded_by" text
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "last_supply_date" date;--> statement-breakpoint
ALTER TABLE "product_supplies" ADD CONSTRAINT "product_supplies_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_supplies_product_idx" ON "product_supplies" USING btree ("product_id","supplied_on","id");--> statement-breakpoint
-- A restocking recorded before the supply history becomes its first entry (how many copies came is not known).
INSERT INTO "product_supplies" ("product_id", "kind", "quantity", "stock_after", "supplied_on", "note", "recorded_at")
SELECT "id", 'reception', 0, "stock", ("restocked_at" AT TIME ZONE 'Europe/Paris')::date, 'restocked_at', "restocked_at"
FROM "products" WHERE "restocked_at" IS NOT NULL;--> statement-breakpoint
UPDATE "products" SET "last_supply_date" = ("restocked_at" AT TIME ZONE 'Europe/Paris')::date WHERE "restocked_at" IS NOT NULL;
