CREATE TABLE "mail_campaign_opt_outs" (
	"email" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_campaign_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"email" text NOT NULL,
	"subscriber_id" integer,
	"first_name" text,
	"last_name" text,
	"mail_id" integer
);
--> statement-breakpoint
CREATE TABLE "mail_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"locale" text NOT NULL,
	"content_type" text NOT NULL,
	"content" text NOT NULL,
	"mail_target" text NOT NULL,
	"email_list" text,
	"target_ids" integer[] DEFAULT '{}' NOT NULL,
	"dont_send_before" timestamp with time zone,
	"status" text DEFAULT 'Draft' NOT NULL,
	"started_at" timestamp with time zone,
	"expanded_at" timestamp with time zone,
	"mail_created_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_campaign_recipients" ADD CONSTRAINT "mail_campaign_recipients_campaign_id_mail_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."mail_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_campaign_recipients" ADD CONSTRAINT "mail_campaign_recipients_subscriber_id_subscription_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscription_subscribers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_campaign_recipients" ADD CONSTRAINT "mail_campaign_recipients_mail_id_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_campaign_recipients_address_key" ON "mail_campaign_recipients" USING btree ("campaign_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_campaign_recipients_mail_key" ON "mail_campaign_recipients" USING btree ("mail_id");--> statement-breakpoint
CREATE INDEX "mail_campaigns_status_idx" ON "mail_campaigns" USING btree ("status","id");