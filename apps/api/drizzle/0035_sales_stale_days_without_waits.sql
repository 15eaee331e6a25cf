-- Two transactions naming the same stale day under a key waited on each other until commit (an
-- order taken today waited for every other one being taken): the table loses its key, only past
-- Paris days are named (the rollup never counts today, read live anyway), and readers take the
-- distinct days.
ALTER TABLE "analytics_sales_stale_days" DROP CONSTRAINT "analytics_sales_stale_days_pkey";--> statement-breakpoint
CREATE INDEX "analytics_sales_stale_days_day_idx" ON "analytics_sales_stale_days" USING btree ("day");--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_sales_today() RETURNS date
  LANGUAGE sql STABLE
  AS $$ SELECT (now() AT TIME ZONE 'Europe/Paris')::date $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_sales_mark_days(days date[], customers integer[]) RETURNS void
  LANGUAGE sql VOLATILE
  AS $$
    WITH pairs AS (SELECT DISTINCT day, customer FROM unnest(days, customers) AS changed(day, customer)),
    until AS (SELECT analytics_sales_today() AS day)
    INSERT INTO analytics_sales_stale_days (day)
    SELECT marked.day FROM (
      SELECT day FROM pairs WHERE day IS NOT NULL
      UNION
      SELECT next.day FROM pairs CROSS JOIN LATERAL (
        SELECT (min(d.created_at) AT TIME ZONE 'Europe/Paris')::date AS day FROM documents d
        WHERE d.customer_id = pairs.customer AND d.type = 'Order'
          AND d.status NOT IN ('Temp', 'PaymentFailed', 'PaymentCanceled', 'Cancelled')
          AND d.created_at >= ((pairs.day + 1)::timestamp AT TIME ZONE 'Europe/Paris')
      ) AS next
      WHERE pairs.customer IS NOT NULL AND next.day IS NOT NULL
        AND pairs.day + 1 < (SELECT day FROM until)
    ) AS marked
    WHERE marked.day < (SELECT day FROM until)
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_sales_lines_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      INSERT INTO analytics_sales_stale_days (day)
      SELECT DISTINCT (d.created_at AT TIME ZONE 'Europe/Paris')::date
      FROM documents d WHERE d.type = 'Order' AND d.id IN (SELECT document_id FROM old_lines)
        AND d.created_at < (analytics_sales_today()::timestamp AT TIME ZONE 'Europe/Paris');
    ELSE
      INSERT INTO analytics_sales_stale_days (day)
      SELECT DISTINCT (d.created_at AT TIME ZONE 'Europe/Paris')::date
      FROM documents d WHERE d.type = 'Order' AND d.id IN (SELECT document_id FROM new_lines)
        AND d.created_at < (analytics_sales_today()::timestamp AT TIME ZONE 'Europe/Paris');
    END IF;
    RETURN NULL;
  END $$;
