DROP INDEX "subscription_subscribers_address_key";--> statement-breakpoint
ALTER TABLE "subscription_subscribers" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_subscribers_confirm_token_key" ON "subscription_subscribers" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_subscribers_address_key" ON "subscription_subscribers" USING btree ("subscription_id","email");