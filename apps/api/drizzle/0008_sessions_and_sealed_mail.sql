ALTER TABLE "activity_log" ADD COLUMN "via_login_link_by" text;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "via_login_link_by" text;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "sealed_body" text;--> statement-breakpoint
-- Reset links logged before bodies were redacted leave the log.
UPDATE "mails" SET "body" = regexp_replace("body", 'token=[A-Za-z0-9_%-]+', 'token=[redacted]', 'g') WHERE "extra"->>'template' = 'forgotPassword';
