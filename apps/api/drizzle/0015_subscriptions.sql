CREATE TABLE "subscription_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"customer_id" integer,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"subscription_type" text NOT NULL,
	"identifier" text,
	"localizations" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_subscribers" ADD CONSTRAINT "subscription_subscribers_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_subscribers" ADD CONSTRAINT "subscription_subscribers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_subscribers_address_key" ON "subscription_subscribers" USING btree ("subscription_id",lower("email"));--> statement-breakpoint
CREATE INDEX "subscription_subscribers_confirmed_idx" ON "subscription_subscribers" USING btree ("confirmed_at");--> statement-breakpoint
CREATE INDEX "subscription_subscribers_unsubscribed_idx" ON "subscription_subscribers" USING btree ("unsubscribed_at");--> statement-breakpoint
CREATE INDEX "subscriptions_type_idx" ON "subscriptions" USING btree ("subscription_type","id");