import { doublePrecision, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { products } from '../../catalog/products/products.tables.ts';
import { customers } from '../../sales/customers/customers.tables.ts';
import { targets } from '../targets/targets.tables.ts';

/** The books to suggest to a profile, best first, as its last recommendation task worked them out. */
export const profileRecommendations = pgTable(
  'analytics_profile_recommendations',
  {
    targetId: integer('target_id')
      .notNull()
      .references(() => targets.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    buyers: integer('buyers').notNull(),
    boughtWith: integer('bought_with').notNull(),
    score: doublePrecision('score').notNull(),
  },
  (table) => [primaryKey({ columns: [table.targetId, table.productId] })],
);

/** Each member's own list: the profile's books without those the customer already ordered. */
export const customerRecommendations = pgTable(
  'analytics_customer_recommendations',
  {
    targetId: integer('target_id')
      .notNull()
      .references(() => targets.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.targetId, table.customerId, table.productId] }),
    index('analytics_customer_recommendations_customer_idx').on(table.customerId),
  ],
);
