CREATE TABLE "analytics_sales_buyer_days" (
	"day" date NOT NULL,
	"previous_day" date NOT NULL,
	"buyers" integer NOT NULL,
	CONSTRAINT "analytics_sales_buyer_days_day_previous_day_pk" PRIMARY KEY("day","previous_day")
);
--> statement-breakpoint
CREATE TABLE "analytics_sales_day_totals" (
	"day" date PRIMARY KEY NOT NULL,
	"orders" integer NOT NULL,
	"cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_sales_month_rollup" (
	"month" date NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"cents" bigint NOT NULL,
	CONSTRAINT "analytics_sales_month_rollup_month_product_id_pk" PRIMARY KEY("month","product_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_sales_rollup" (
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"cents" bigint NOT NULL,
	CONSTRAINT "analytics_sales_rollup_day_product_id_pk" PRIMARY KEY("day","product_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_sales_stale_days" (
	"day" date PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- The days whose orders change after the nightly rollup counted them are read from the orders until
-- the next night counts them again (docs/decisions.md, "Analytics: analysis and profiles"). A
-- change to an order also names its customer's next day with an order placed and neither failed
-- nor cancelled, whose previous day with an order (analytics_sales_buyer_days) it may change.
CREATE OR REPLACE FUNCTION analytics_sales_mark_days(days date[], customers integer[]) RETURNS void
  LANGUAGE sql VOLATILE
  AS $$
    WITH pairs AS (SELECT DISTINCT day, customer FROM unnest(days, customers) AS changed(day, customer))
    INSERT INTO analytics_sales_stale_days (day)
    SELECT day FROM pairs WHERE day IS NOT NULL
    UNION
    SELECT next.day FROM pairs CROSS JOIN LATERAL (
      SELECT (min(d.created_at) AT TIME ZONE 'Europe/Paris')::date AS day FROM documents d
      WHERE d.customer_id = pairs.customer AND d.type = 'Order'
        AND d.status NOT IN ('Temp', 'PaymentFailed', 'PaymentCanceled', 'Cancelled')
        AND d.created_at >= ((pairs.day + 1)::timestamp AT TIME ZONE 'Europe/Paris')
    ) AS next
    WHERE pairs.customer IS NOT NULL AND next.day IS NOT NULL
    ON CONFLICT DO NOTHING
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_sales_orders_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM analytics_sales_mark_days(array_agg((created_at AT TIME ZONE 'Europe/Paris')::date), array_agg(customer_id))
      FROM new_documents WHERE type = 'Order';
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM analytics_sales_mark_days(array_agg((created_at AT TIME ZONE 'Europe/Paris')::date), array_agg(customer_id))
      FROM old_documents WHERE type = 'Order';
    ELSE
      PERFORM analytics_sales_mark_days(array_agg((changed.created_at AT TIME ZONE 'Europe/Paris')::date), array_agg(changed.customer_id))
      FROM old_documents o JOIN new_documents n ON n.id = o.id
        CROSS JOIN LATERAL (VALUES (o.type, o.created_at, o.customer_id), (n.type, n.created_at, n.customer_id))
          AS changed(type, created_at, customer_id)
      WHERE changed.type = 'Order'
        AND (o.type, o.status, o.created_at, o.customer_id, o.total_cents, o.refunded_cents)
          IS DISTINCT FROM (n.type, n.status, n.created_at, n.customer_id, n.total_cents, n.refunded_cents);
    END IF;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_sales_orders_inserted AFTER INSERT ON documents
  REFERENCING NEW TABLE AS new_documents FOR EACH STATEMENT EXECUTE FUNCTION analytics_sales_orders_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_sales_orders_updated AFTER UPDATE ON documents
  REFERENCING OLD TABLE AS old_documents NEW TABLE AS new_documents
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_sales_orders_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_sales_orders_deleted AFTER DELETE ON documents
  REFERENCING OLD TABLE AS old_documents FOR EACH STATEMENT EXECUTE FUNCTION analytics_sales_orders_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_sales_lines_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      INSERT INTO analytics_sales_stale_days (day)
      SELECT DISTINCT (d.created_at AT TIME ZONE 'Europe/Paris')::date
      FROM documents d WHERE d.type = 'Order' AND d.id IN (SELECT document_id FROM old_lines)
      ON CONFLICT DO NOTHING;
    ELSE
      INSERT INTO analytics_sales_stale_days (day)
      SELECT DISTINCT (d.created_at AT TIME ZONE 'Europe/Paris')::date
      FROM documents d WHERE d.type = 'Order' AND d.id IN (SELECT document_id FROM new_lines)
      ON CONFLICT DO NOTHING;
    END IF;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_sales_lines_inserted AFTER INSERT ON document_items
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION analytics_sales_lines_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_sales_lines_updated AFTER UPDATE ON document_items
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_sales_lines_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_sales_lines_deleted AFTER DELETE ON document_items
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION analytics_sales_lines_changed();
