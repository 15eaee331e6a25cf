DROP INDEX "analytics_actions_type_time_idx";--> statement-breakpoint
CREATE INDEX "analytics_actions_type_time_idx" ON "analytics_actions" USING btree ("type","occurred_at","customer_id");