import { movesOf, UNSETTLED_PAYMENTS } from '@colophon/contract';
import {
  mailCustomer,
  moveLines,
  type OrderStep,
  settle,
  updateOrder,
  updateOrderPayment,
} from '../order-step.ts';

/** NotifyPicking: the books wait at the store; the customer is told where and when to come. */
export const notifyPicking = async (step: OrderStep, shopTitle: string) => {
  const { store } = step.order;
  await updateOrder(step, { readyForPickupAt: step.now });
  await mailCustomer(step, 'orderReadyForPickup', {
    storeName: store?.name ?? shopTitle,
    storeAddress: store ? `${store.address.address1}, ${store.address.postalCode} ${store.address.city}` : '',
    openingHours: store?.openingHours ?? '',
  });
};

/**
 * ValidatePicking: the customer took the books; a payment at the store is paid now, the lines to hand
 * over are complete, the order follows (and is invoiced), and the customer is thanked.
 */
export const validatePicking = async (step: OrderStep) => {
  const { row } = step.order;
  const payment = step.order.payments.find((candidate) => UNSETTLED_PAYMENTS.includes(candidate.status));
  if (payment && payment.method === 'ManualAtPickup') {
    await updateOrderPayment(step, payment, { status: 'Paid', amountCents: row.totalCents });
    await updateOrder(step, { paymentStatus: 'Paid' });
  }
  const lines = movesOf('ValidatePicking', 'lines');
  await moveLines(
    step,
    step.order.items.filter((item) => lines.from.includes(item.status)),
    lines.to,
  );
  await settle(step);
  await mailCustomer(step, 'orderCompleted', {});
};
