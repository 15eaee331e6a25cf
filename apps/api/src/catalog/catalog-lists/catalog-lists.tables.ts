import type { TCatalogListType } from '@colophon/contract';
import { date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from '../products/products.tables.ts';

/** A list of products for a page of the public site (news, forthcoming, best sellers). */
export const catalogLists = pgTable('catalog_lists', {
  id: serial('id').primaryKey(),
  version: integer('version').notNull().default(1),
  name: text('name').notNull(),
  type: text('type').$type<TCatalogListType>().notNull(),
  page: text('page'),
  nextUpdateTime: timestamp('next_update_time', { withTimezone: true }),
  maxProducts: integer('max_products').notNull().default(20),
  lastGeneratedAt: timestamp('last_generated_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The products of a list, in their order. */
export const catalogListProducts = pgTable(
  'catalog_list_products',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => catalogLists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.listId, table.productId] }),
    index('catalog_list_products_order_idx').on(table.listId, table.position),
  ],
);

/**
 * What sold, per product and day: the source of the best sellers. The orders feature adds to it
 * (`quantity = quantity + n` on the day of the sale); nothing else writes it.
 */
export const productSales = pgTable(
  'product_sales',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    soldOn: date('sold_on', { mode: 'string' }).notNull(),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.soldOn] }),
    index('product_sales_sold_on_idx').on(table.soldOn),
  ],
);

export type CatalogListRow = typeof catalogLists.$inferSelect;
