import { movesOf } from '@colophon/contract';
import { shopYear } from '../../../shop/shop-days.ts';
import { insertDocument, insertPackage, nextNumber } from '../documents.repository.ts';
import { deliveryNoteOf, parcelOf } from '../order-documents.ts';
import { linesText } from '../order-mails.ts';
import {
  type ActionInput,
  chosenLines,
  mailCustomer,
  moveLines,
  type OrderStep,
  settle,
} from '../order-step.ts';

/**
 * ShippItems: the chosen lines leave in one parcel with its delivery note; they are shipped, the order
 * follows (invoiced once nothing is left to ship), and the customer gets the tracking number.
 */
export const shipItems = async (step: OrderStep, input: ActionInput<'shippItems'>) => {
  const { tx, order, now } = step;
  const lines = chosenLines(step, input.itemIds, 'ShippItems');
  const note = deliveryNoteOf(order.row, lines, await nextNumber(tx, 'Delivery', shopYear(now)), now);
  const delivery = await insertDocument(tx, note.document, note.items);
  const sent = { carrier: input.carrier, trackingNumber: input.trackingNumber, at: now };
  order.packages = [
    ...order.packages,
    await insertPackage(tx, parcelOf(order.row.id, delivery.id, lines, sent)),
  ];
  await moveLines(step, lines, movesOf('ShippItems', 'lines').to);
  await settle(step);
  await mailCustomer(step, 'orderShipped', {
    carrier: input.carrier,
    trackingNumber: input.trackingNumber,
    shippedItems: linesText(lines),
  });
};
