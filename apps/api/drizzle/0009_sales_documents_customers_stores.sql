CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text DEFAULT 'Unknown' NOT NULL,
	"company" text,
	"phone" text,
	"mobile_phone" text,
	"additional_phone" text,
	"customer_role" text DEFAULT 'Individual' NOT NULL,
	"has_fidelity" boolean DEFAULT false NOT NULL,
	"locale" text DEFAULT 'fr' NOT NULL,
	"billing_address" jsonb,
	"shipping_address" jsonb,
	"orders_count" integer DEFAULT 0 NOT NULL,
	"total_spent_cents" bigint DEFAULT 0 NOT NULL,
	"last_order_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"type" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_counters_type_year_pk" PRIMARY KEY("type","year")
);
--> statement-breakpoint
CREATE TABLE "document_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer,
	"ean" text NOT NULL,
	"title" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"tax_rate" double precision NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"weight" integer,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"from" text NOT NULL,
	"user_id" integer,
	"user_name" text,
	"body" text NOT NULL,
	"mail_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"delivery_document_id" integer,
	"carrier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"status" text DEFAULT 'Shipped' NOT NULL,
	"item_ids" integer[] NOT NULL,
	"weight" integer NOT NULL,
	"label_key" text,
	"shipped_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "document_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"type" text NOT NULL,
	"number" text NOT NULL,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"payment_method" text NOT NULL,
	"shipping_method" text NOT NULL,
	"customer_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"store_id" integer,
	"owner_id" integer,
	"parent_id" integer,
	"billing_address" jsonb NOT NULL,
	"shipping_address" jsonb,
	"items_count" integer DEFAULT 0 NOT NULL,
	"items_total_cents" integer DEFAULT 0 NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"shipping_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"comment" text,
	"locale" text DEFAULT 'fr' NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"ready_for_pickup_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"address" jsonb NOT NULL,
	"opening_hours" text DEFAULT '' NOT NULL,
	"email" text,
	"is_pickup_point" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_items" ADD CONSTRAINT "document_items_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_items" ADD CONSTRAINT "document_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_messages" ADD CONSTRAINT "document_messages_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_messages" ADD CONSTRAINT "document_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_packages" ADD CONSTRAINT "document_packages_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_payments" ADD CONSTRAINT "document_payments_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_key" ON "customers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "customers_created_idx" ON "customers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "customers_last_order_idx" ON "customers" USING btree ("last_order_at","id");--> statement-breakpoint
CREATE INDEX "customers_total_spent_idx" ON "customers" USING btree ("total_spent_cents","id");--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree (lower("last_name"),"id");--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ((lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce("phone", '') || ' ' || coalesce("mobile_phone", '') || ' ' || coalesce("billing_address"->>'postalCode', ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "document_items_document_idx" ON "document_items" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "document_items_ean_idx" ON "document_items" USING btree ("ean");--> statement-breakpoint
CREATE INDEX "document_messages_document_idx" ON "document_messages" USING btree ("document_id","created_at");--> statement-breakpoint
CREATE INDEX "document_packages_document_idx" ON "document_packages" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "document_payments_document_idx" ON "document_payments" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_type_number_key" ON "documents" USING btree ("type","number");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_idempotency_key" ON "documents" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "documents_type_created_idx" ON "documents" USING btree ("type","created_at","id");--> statement-breakpoint
CREATE INDEX "documents_type_status_created_idx" ON "documents" USING btree ("type","status","created_at","id");--> statement-breakpoint
CREATE INDEX "documents_customer_idx" ON "documents" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_parent_idx" ON "documents" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "documents_customer_search_trgm_idx" ON "documents" USING gin ((lower("customer_name" || ' ' || "customer_email")) gin_trgm_ops);