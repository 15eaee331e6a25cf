-- One seat per address and event: an address registered more than once keeps its first registration.
DELETE FROM "event_registrations" AS "later" USING "event_registrations" AS "first"
WHERE "first"."event_id" = "later"."event_id" AND lower("first"."email") = lower("later"."email") AND "first"."id" < "later"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_email_key" ON "event_registrations" USING btree ("event_id",lower("email"));
