CREATE TABLE "onix_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"file_path" text NOT NULL,
	"uploaded" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"release" text,
	"progress" real DEFAULT 0 NOT NULL,
	"records" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" jsonb,
	"task_id" text,
	"created_by_id" integer,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"ean" text NOT NULL,
	"sub_ean" text,
	"is_custom" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"authors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"publishers" text[] DEFAULT '{}'::text[] NOT NULL,
	"suppliers" text[] DEFAULT '{}'::text[] NOT NULL,
	"collections" text[] DEFAULT '{}'::text[] NOT NULL,
	"editions" text[] DEFAULT '{}'::text[] NOT NULL,
	"series" text[] DEFAULT '{}'::text[] NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"classifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"publics" text[] DEFAULT '{}'::text[] NOT NULL,
	"release_date" date,
	"price_with_tax" integer,
	"price_no_tax" integer,
	"tax_rate" double precision DEFAULT 0.055 NOT NULL,
	"availability" text,
	"publishing_status" text,
	"summary" text,
	"pages" integer,
	"weight" integer,
	"height" integer,
	"width" integer,
	"thickness" integer,
	"language" text,
	"product_form" text,
	"cover_url" text,
	"stock" integer DEFAULT 0 NOT NULL,
	"variation_type" text,
	"variation_value" text,
	"is_signed" boolean DEFAULT false NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"feed" jsonb,
	"overrides" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (catalog_search_document("title", "subtitle", "authors", "publishers", "collections", "series", "summary")) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "onix_imports_created_idx" ON "onix_imports" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "products_ean_key" ON "products" USING btree ("ean");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search");--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin (catalog_fold("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_authors_trgm_idx" ON "products" USING gin (catalog_fold(catalog_author_names("authors")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_authors_idx" ON "products" USING gin ("authors" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "products_categories_idx" ON "products" USING gin ("categories" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "products_publishers_idx" ON "products" USING gin ("publishers");--> statement-breakpoint
CREATE INDEX "products_collections_idx" ON "products" USING gin ("collections");--> statement-breakpoint
CREATE INDEX "products_title_idx" ON "products" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "products_release_date_idx" ON "products" USING btree ("release_date","id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_with_tax","id");--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" USING btree ("updated_at","id");