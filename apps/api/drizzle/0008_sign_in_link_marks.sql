ALTER TABLE "activity_log" ADD COLUMN "via_login_link_by" text;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "via_login_link_by" text;