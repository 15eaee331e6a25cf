import { movesOf } from '@colophon/contract';
import { invalidField } from '../../../http/app-error.ts';
import { updatePackage } from '../documents.repository.ts';
import {
  type ActionInput,
  mailCustomer,
  moveLines,
  notAllowed,
  type OrderStep,
  settle,
} from '../order-step.ts';

const moves = { package: movesOf('DeliveryPackage', 'package'), lines: movesOf('DeliveryPackage', 'lines') };

/** DeliveryPackage: a parcel arrived; its lines are complete, the order follows, the customer is told. */
export const deliverPackage = async (step: OrderStep, input: ActionInput<'deliveryPackage'>) => {
  const { order, now } = step;
  const parcel = order.packages.find((candidate) => candidate.id === input.packageId);
  if (!parcel) throw invalidField('packageId', 'unknownPackage');
  if (parcel.status !== moves.package.from) throw notAllowed();
  await updatePackage(step.tx, parcel.id, { status: moves.package.to, deliveredAt: now });
  order.packages = order.packages.map((other) =>
    other.id === parcel.id ? { ...other, status: moves.package.to, deliveredAt: now } : other,
  );
  await moveLines(
    step,
    order.items.filter((item) => parcel.itemIds.includes(item.id) && moves.lines.from.includes(item.status)),
    moves.lines.to,
  );
  await settle(step);
  await mailCustomer(step, 'orderDelivered', {});
};
