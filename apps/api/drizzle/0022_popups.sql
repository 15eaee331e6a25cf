CREATE TABLE "popups" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"cookie_duration_days" integer NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "popups_active_idx" ON "popups" USING btree ("is_active","start_time");--> statement-breakpoint
ALTER TABLE "popups" ADD CONSTRAINT "popups_cookie_duration_positive" CHECK ("cookie_duration_days" > 0);
