-- An update of order lines names their days for the sales rollup only when what it counts changed
-- (book, quantity, price, discount, status, order): a backfill of other columns (migration 0034's
-- copy of each order's type and date) named every past day and sent every analysis to the orders.
CREATE OR REPLACE FUNCTION analytics_sales_lines_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      INSERT INTO analytics_sales_stale_days (day)
      SELECT DISTINCT (d.created_at AT TIME ZONE 'Europe/Paris')::date
      FROM documents d WHERE d.type = 'Order' AND d.id IN (SELECT document_id FROM old_lines)
        AND d.created_at < (analytics_sales_today()::timestamp AT TIME ZONE 'Europe/Paris');
    ELSIF TG_OP = 'INSERT' THEN
      INSERT INTO analytics_sales_stale_days (day)
      SELECT DISTINCT (d.created_at AT TIME ZONE 'Europe/Paris')::date
      FROM documents d WHERE d.type = 'Order' AND d.id IN (SELECT document_id FROM new_lines)
        AND d.created_at < (analytics_sales_today()::timestamp AT TIME ZONE 'Europe/Paris');
    ELSE
      INSERT INTO analytics_sales_stale_days (day)
      SELECT DISTINCT (d.created_at AT TIME ZONE 'Europe/Paris')::date
      FROM documents d WHERE d.type = 'Order'
        AND d.id IN (
          SELECT changed.document_id
          FROM old_lines o JOIN new_lines n ON n.id = o.id
            CROSS JOIN LATERAL (VALUES (o.document_id), (n.document_id)) AS changed(document_id)
          WHERE (o.document_id, o.product_id, o.quantity, o.unit_price_cents, o.discount_cents, o.status)
            IS DISTINCT FROM (n.document_id, n.product_id, n.quantity, n.unit_price_cents, n.discount_cents, n.status)
        )
        AND d.created_at < (analytics_sales_today()::timestamp AT TIME ZONE 'Europe/Paris');
    END IF;
    RETURN NULL;
  END $$;
