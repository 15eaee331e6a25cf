-- What the analysis of a target reads of its members, from the indexes alone (docs/decisions.md,
-- "Analytics: analysis and profiles"): a customer's orders that count as sales, by time, with their
-- totals (also whether a buyer of a day read live had ordered earlier in the span); a customer's
-- actions by time, with their type and book.
CREATE INDEX IF NOT EXISTS "analytics_counted_orders_customer_idx" ON "documents" USING btree ("customer_id", "created_at")
  INCLUDE ("total_cents", "refunded_cents")
  WHERE type = 'Order' AND status NOT IN ('Temp', 'PaymentFailed', 'PaymentCanceled', 'Cancelled');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "analytics_actions_customer_covering_idx" ON "analytics_actions" USING btree ("customer_id", "occurred_at")
  INCLUDE ("type", "product_id") WHERE customer_id IS NOT NULL;
