ALTER TABLE "post_media" ALTER COLUMN "position" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "locale" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "event_registrations_reminder_idx" ON "event_registrations" USING btree ("event_id") WHERE "reminder_sent_at" is null;