import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { productSales } from '../catalog-lists/catalog-lists.tables.ts';
import { products } from './products.tables.ts';
import { productSupplies } from './supplies.tables.ts';

/** Takes copies from the stock if there are enough (a conditional update); false, nothing taken, otherwise. */
export const takeFromStock = async (executor: Executor, productId: number, quantity: number) => {
  const rows = await executor
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(and(eq(products.id, productId), gte(products.stock, quantity)))
    .returning({ id: products.id });
  return rows.length === 1;
};

export const putBackInStock = (executor: Executor, productId: number, quantity: number) =>
  executor
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}` })
    .where(eq(products.id, productId));

/** Adds (or takes off, with a negative quantity) sales of a product on a day: the best sellers' source. */
export const addSales = (executor: Executor, productId: number, day: string, quantity: number) =>
  executor
    .insert(productSales)
    .values({ productId, soldOn: day, quantity })
    .onConflictDoUpdate({
      target: [productSales.productId, productSales.soldOn],
      set: { quantity: sql`${productSales.quantity} + ${quantity}` },
    });

export const insertSupply = async (executor: Executor, values: typeof productSupplies.$inferInsert) => {
  const [row] = await executor.insert(productSupplies).values(values).returning();
  return row!;
};

/** A product's supply history, newest first. */
export const suppliesOf = (executor: Executor, productId: number) =>
  executor
    .select()
    .from(productSupplies)
    .where(eq(productSupplies.productId, productId))
    .orderBy(desc(productSupplies.suppliedOn), desc(productSupplies.id));

export const hasSupplies = async (executor: Executor, productId: number) =>
  (
    await executor
      .select({ id: productSupplies.id })
      .from(productSupplies)
      .where(eq(productSupplies.productId, productId))
      .limit(1)
  ).length > 0;
