ALTER TABLE "mails" ADD COLUMN "delivery_token" text;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "delivery_until" timestamp with time zone;