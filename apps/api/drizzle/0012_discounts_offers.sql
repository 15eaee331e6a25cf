CREATE TABLE "discount_usages" (
	"id" serial PRIMARY KEY NOT NULL,
	"discount_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"discount_name" text NOT NULL,
	"coupon_code" text,
	"amount_cents" integer NOT NULL,
	"capped_by_law" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_published" boolean DEFAULT true NOT NULL,
	"publication_start_time" timestamp with time zone,
	"publication_end_time" timestamp with time zone,
	"discount_type" text NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"use_percentage" boolean DEFAULT true NOT NULL,
	"discount_percentage" double precision DEFAULT 0 NOT NULL,
	"discount_amount_cents" integer DEFAULT 0 NOT NULL,
	"maximum_discount_amount_cents" integer,
	"requires_coupon_code" boolean DEFAULT false NOT NULL,
	"coupon_code" text,
	"is_cumulative" boolean DEFAULT false NOT NULL,
	"restricted_min_spent_cents" integer,
	"restricted_billing_country_id" text,
	"restriced_shipping_country_id" text,
	"restricted_to_customer_role_id" text,
	"restricted_to_customer_with_fidelity" boolean DEFAULT false NOT NULL,
	"restricted_payment_method_name" text,
	"restricted_shipping_method_name" text,
	"extension_data" text,
	"discount_limitation_type" text DEFAULT 'Unlimited' NOT NULL,
	"limitation_times" integer,
	"assigned_to_sub_categories" boolean DEFAULT false NOT NULL,
	"assigned_to_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"assigned_to_products" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"assigned_to_product_attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"text" text,
	"picture_url" text,
	"is_published" boolean DEFAULT true NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"discount_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "restocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discount_usages" ADD CONSTRAINT "discount_usages_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_usages" ADD CONSTRAINT "discount_usages_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_usages" ADD CONSTRAINT "discount_usages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_usages_discount_idx" ON "discount_usages" USING btree ("discount_id","customer_id");--> statement-breakpoint
CREATE INDEX "discount_usages_document_idx" ON "discount_usages" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_coupon_code_key" ON "discounts" USING btree (lower("coupon_code")) WHERE "discounts"."coupon_code" is not null;--> statement-breakpoint
CREATE INDEX "discounts_name_idx" ON "discounts" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "offers_name_idx" ON "offers" USING btree (lower("name"),"id");