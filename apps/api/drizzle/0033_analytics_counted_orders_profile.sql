-- A profile's detail reads its members' orders of the year from the index alone (docs/decisions.md,
-- "Analytics: targets", stored members): the counted-orders index also holds the order's id (for its
-- lines) and its shipping method (delivered or collected).
DROP INDEX IF EXISTS "analytics_counted_orders_customer_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "analytics_counted_orders_customer_idx" ON "documents" USING btree ("customer_id", "created_at")
  INCLUDE ("total_cents", "refunded_cents", "id", "shipping_method")
  WHERE type = 'Order' AND status NOT IN ('Temp', 'PaymentFailed', 'PaymentCanceled', 'Cancelled');
