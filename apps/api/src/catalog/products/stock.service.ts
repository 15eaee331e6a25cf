import { isSupply, type TProductSupply, type TSupplyKind } from '@colophon/contract';
import type { Tx } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { SignedInUser } from '../../http/request-context.ts';
import { addSales, insertSupply, putBackInStock, takeFromStock } from './stock.repository.ts';
import type { ProductSupplyRow } from './supplies.tables.ts';

/**
 * The one place where the stock moves, in the caller's transaction: copies come in (an initial stock,
 * a reception, a correction: each kept in the product's supply history, which the Loi Lang reads); an
 * order takes its copies when it is placed (and counts them as sold that day, for the best sellers); a
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

/** An entry of a product's supply history, before it is kept. */
export interface SupplyEntry {
  kind: TSupplyKind;
  quantity: number;
  /** The shop's day the copies came (or were counted). */
  suppliedOn: string;
  note: string | null;
}

/**
 * What an entry changes on its product, for the caller to write with it: the stock moves by the
 * quantity (never under 0: 400 at `quantity`), and copies that came in (`isSupply`) move the last
 * supply day, which the Loi Lang reads, forward.
 */
export const afterSupply = (
  product: { stock: number; lastSupplyDate: string | null },
  entry: SupplyEntry,
) => {
  const stock = product.stock + entry.quantity;
  if (stock < 0)
    throw new AppError('invalid', 'stockBelowZero', {
      params: { stock: product.stock },
      fields: [{ propertyName: 'quantity', message: 'stockBelowZero' }],
    });
  const later = product.lastSupplyDate === null || entry.suppliedOn > product.lastSupplyDate;
  return { stock, lastSupplyDate: isSupply(entry) && later ? entry.suppliedOn : product.lastSupplyDate };
};

/** Keeps the entry in the history, in the transaction that wrote its change (`afterSupply`) to the product. */
export const keepSupply = (
  tx: Tx,
  productId: number,
  entry: SupplyEntry,
  stockAfter: number,
  by: SignedInUser | null,
) =>
  insertSupply(tx, {
    productId,
    ...entry,
    stockAfter,
    recordedById: by?.id ?? null,
    recordedBy: by?.userName ?? null,
  });

export const supplyOut = (row: ProductSupplyRow): TProductSupply => ({
  id: row.id,
  productId: row.productId,
  kind: row.kind,
  quantity: row.quantity,
  stockAfter: row.stockAfter,
  suppliedOn: row.suppliedOn,
  isSupply: isSupply(row),
  note: row.note,
  recordedAt: row.recordedAt.toISOString(),
  recordedBy: row.recordedBy,
});
