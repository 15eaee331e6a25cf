-- The lines an analytics read needs of an order (status, book, quantity, price, discount), from the index
-- alone: bought-book rules and a profile's habits no longer visit each order's lines.
CREATE INDEX "document_items_document_sold_idx" ON "document_items" USING btree ("document_id","status","product_id","quantity","unit_price_cents","discount_cents");