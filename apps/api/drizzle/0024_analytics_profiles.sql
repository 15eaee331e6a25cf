CREATE TABLE "analytics_customer_recommendations" (
	"target_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "analytics_customer_recommendations_target_id_customer_id_product_id_pk" PRIMARY KEY("target_id","customer_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_profile_recommendations" (
	"target_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"buyers" integer NOT NULL,
	"bought_with" integer NOT NULL,
	"score" double precision NOT NULL,
	CONSTRAINT "analytics_profile_recommendations_target_id_product_id_pk" PRIMARY KEY("target_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "analytics_targets" ADD COLUMN "recommendations_computed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "analytics_customer_recommendations" ADD CONSTRAINT "analytics_customer_recommendations_target_id_analytics_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."analytics_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_customer_recommendations" ADD CONSTRAINT "analytics_customer_recommendations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_customer_recommendations" ADD CONSTRAINT "analytics_customer_recommendations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_profile_recommendations" ADD CONSTRAINT "analytics_profile_recommendations_target_id_analytics_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."analytics_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_profile_recommendations" ADD CONSTRAINT "analytics_profile_recommendations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_customer_recommendations_customer_idx" ON "analytics_customer_recommendations" USING btree ("customer_id");