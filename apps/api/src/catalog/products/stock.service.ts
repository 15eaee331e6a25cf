import type { Tx } from '../../db/database.ts';
import { addSales, putBackInStock, takeFromStock } from './stock.repository.ts';

/**
 * The one place where copies leave the stock and come back, in the caller's transaction: an order
 * takes its copies when it is placed (and counts them as sold that day, for the best sellers); a
 * cancelled line gives its copies back (and takes them off the day they were sold).
 */

/** What a line of an order holds of the stock: a product of the catalogue (or none) and its copies. */
export interface StockLine {
  productId: number | null;
  quantity: number;
}

/** Takes `quantity` copies of a product; false, and nothing taken, when fewer are left. */
export const takeCopies = (tx: Tx, productId: number, quantity: number) =>
  takeFromStock(tx, productId, quantity);

/** Counts the lines' copies as sold on `day` (a shop day, YYYY-MM-DD). */
export const countSold = async (tx: Tx, lines: readonly StockLine[], day: string) => {
  for (const line of lines)
    if (line.productId !== null) await addSales(tx, line.productId, day, line.quantity);
};

/** Gives back the copies of these lines, and takes them off the sales of `soldOn`, the day they were sold. */
export const giveBackCopies = async (tx: Tx, lines: readonly StockLine[], soldOn: string) => {
  for (const line of lines)
    if (line.productId !== null) {
      await putBackInStock(tx, line.productId, line.quantity);
      await addSales(tx, line.productId, soldOn, -line.quantity);
    }
};
