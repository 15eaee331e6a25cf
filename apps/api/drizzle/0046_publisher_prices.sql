CREATE TABLE "publisher_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"price_with_tax" integer,
	"tax_rate" double precision NOT NULL,
	"effective_on" date NOT NULL,
	"source" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by_id" integer,
	"recorded_by" text
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_schedule" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "next_price_change_on" date;--> statement-breakpoint
ALTER TABLE "publisher_prices" ADD CONSTRAINT "publisher_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publisher_prices_product_idx" ON "publisher_prices" USING btree ("product_id","effective_on","id");--> statement-breakpoint
CREATE INDEX "products_next_price_change_idx" ON "products" USING btree ("next_price_change_on") WHERE "next_price_change_on" is not null;--> statement-breakpoint
-- Each priced product starts its history with the publisher's price it has: the feed's, else staff's.
INSERT INTO "publisher_prices" ("product_id", "price_with_tax", "tax_rate", "effective_on", "source", "recorded_at")
SELECT "id",
  COALESCE(("feed"->>'priceWithTax')::integer, "price_with_tax"),
  CASE WHEN "feed"->>'priceWithTax' IS NOT NULL THEN ("feed"->>'taxRate')::double precision ELSE "tax_rate" END,
  ("created_at" AT TIME ZONE 'Europe/Paris')::date,
  CASE WHEN "feed"->>'priceWithTax' IS NOT NULL THEN 'feed' ELSE 'staff' END,
  "created_at"
FROM "products" WHERE COALESCE(("feed"->>'priceWithTax')::integer, "price_with_tax") IS NOT NULL;
