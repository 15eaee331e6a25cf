CREATE TABLE "mail_delivery_tries" (
	"id" serial PRIMARY KEY NOT NULL,
	"mail_id" integer NOT NULL,
	"token" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"outcome" text,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "mail_delivery_tries" ADD CONSTRAINT "mail_delivery_tries_mail_id_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_delivery_tries_mail_idx" ON "mail_delivery_tries" USING btree ("mail_id","started_at");