import { type ActionInput, type OrderStep, updateOrder } from '../order-step.ts';

/** DocumentComment: the staff's internal comment (never shown to the customer); empty removes it. */
export const editComment = (step: OrderStep, input: ActionInput<'comment'>) =>
  updateOrder(step, { comment: input.comment || null });

/** ShippingAddress: where the parcel goes, while nothing has left. */
export const editShippingAddress = (step: OrderStep, input: ActionInput<'shippingAddress'>) =>
  updateOrder(step, { shippingAddress: input.shippingAddress });
