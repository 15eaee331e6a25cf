import {
  bookPriceLawApplies,
  RECEPTION_BACKDATE_DAYS,
  type TProductSupply,
  type ZSupplyInput,
} from '@colophon/contract';
import type { z } from 'zod';
import { audited } from '../../activity/audited.ts';
import { AppError, invalidField } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import type { Services } from '../../services.ts';
import { shopDay } from '../../shop/shop-days.ts';
import { findProduct, updateProduct } from './products.repository.ts';
import type { ProductRow } from './products.tables.ts';
import { productOut } from './products.views.ts';
import { hasSupplies, suppliesOf } from './stock.repository.ts';
import { afterSupply, keepSupply, supplyOut } from './stock.service.ts';

type SupplyInput = z.output<typeof ZSupplyInput>;

const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** A product's stock and supplies are logged with the product (the stock and the last supply day move). */
const stockOf = audited({
  entity: 'Product',
  find: findProduct,
  snapshot: ({ stock, lastSupplyDate }: ProductRow) => ({ stock, lastSupplyDate }),
});

/**
 * The supply history of the back office: read it, and record an initial stock, a reception or a
 * correction (the stock moves through the stock module, the product goes to its next version).
 */
export const createSupplyService = ({ db, client }: Services) => ({
  list: async (productId: number): Promise<TProductSupply[]> => {
    await stockOf.read(db, productId);
    return (await suppliesOf(db, productId)).map(supplyOut);
  },

  record: async (input: SupplyInput, context: RequestContext) => {
    const today = shopDay(new Date());
    const suppliedOn = input.suppliedOn ?? today;
    if (suppliedOn > today) throw invalidField('suppliedOn', 'supplyInFuture');
    const earliest = daysBefore(today, RECEPTION_BACKDATE_DAYS);
    if (input.kind === 'reception' && suppliedOn < earliest)
      throw new AppError('invalid', 'receptionTooOld', {
        params: { days: RECEPTION_BACKDATE_DAYS, day: earliest },
        fields: [{ propertyName: 'suppliedOn', message: 'receptionTooOld' }],
      });
    const entry = { kind: input.kind, quantity: input.quantity, suppliedOn, note: input.note };
    const row = await db.transaction((tx) =>
      stockOf.update(tx, context.user, input.productId, async (before) => {
        if (client.features.onlyCustomProducts && !before.isCustom)
          throw new AppError('forbidden', 'onlyCustomProducts');
        if (input.kind === 'initial' && (await hasSupplies(tx, before.id)))
          throw invalidField('kind', 'initialStockTwice');
        const written = await updateProduct(tx, before.id, input.version, afterSupply(before, entry));
        if (written) await keepSupply(tx, before.id, entry, written.stock, context.user);
        return written;
      }),
    );
    return productOut(row, bookPriceLawApplies(client));
  },
});
