import { allows, type TDocumentAction } from '@colophon/contract';
import { recordActivity } from '../../activity/activity-log.ts';
import { AppError, notFound, staleVersion } from '../../http/app-error.ts';
import type { SignedInUser } from '../../http/request-context.ts';
import type { Services } from '../../services.ts';
import { cancelItems } from './actions/cancel-items.ts';
import { deliverPackage } from './actions/deliver-package.ts';
import { editComment, editShippingAddress } from './actions/order-edits.ts';
import { setPaymentStatus } from './actions/payment-status.ts';
import { notifyPicking, validatePicking } from './actions/pickup.ts';
import { validatePayment } from './actions/receive-payment.ts';
import { shipItems } from './actions/ship-items.ts';
import { findDocument, lockAtVersion } from './documents.repository.ts';
import { loadDocument, readDocument } from './documents.service.ts';
import { documentSnapshot, machineStateOf, toDocument } from './documents.views.ts';
import { notAllowed, type OrderStep } from './order-step.ts';

/**
 * The actions of the order machine (docs/state-machines.md). Each one takes the order at the version
 * the caller read (409 when it moved on), reads it once, checks the table allows the action (409
 * otherwise), runs its use case on it, logs both states and answers the order as it is now.
 */
export const createOrderActionsService = (services: Services) => {
  const { db, client, mails } = services;
  const flags = client.features;

  const act =
    <I extends { id: number; version: number }>(
      action: TDocumentAction,
      useCase: (step: OrderStep, input: I) => Promise<unknown>,
    ) =>
    (input: I, by: SignedInUser | null) =>
      db.transaction(async (tx) => {
        const locked = await lockAtVersion(tx, input.id, input.version);
        if (!locked) throw (await findDocument(tx, input.id)) ? staleVersion() : notFound();
        const before = await loadDocument(tx, locked);
        if (!allows(action, machineStateOf(before), flags)) throw notAllowed();
        // The use case moves its own copy (each write replaces what it changes): `before` stays for the log.
        const step: OrderStep = { tx, order: { ...before }, by, now: new Date(), mails };
        await useCase(step, input);
        const after = await readDocument(tx, input.id);
        await recordActivity(tx, by, {
          entity: 'Document',
          entityId: input.id,
          action,
          before: documentSnapshot(before),
          after: documentSnapshot(after),
        });
        return toDocument(after, flags);
      });

  const requireFlag = (enabled: boolean) => {
    if (!enabled) throw new AppError('forbidden', 'featureDisabled');
  };
  const comment = act('DocumentComment', editComment);

  return {
    validatePayment: act('ValidatePayment', validatePayment),
    shippItems: act('ShippItems', shipItems),
    cancelItems: act('CancelItems', cancelItems),
    notifyPicking: act('NotifyPicking', (step) => notifyPicking(step, client.title)),
    validatePicking: act('ValidatePicking', validatePicking),
    deliveryPackage: act('DeliveryPackage', deliverPackage),
    paymentStatus: act('DocumentPaymentStatus', setPaymentStatus),
    comment: (...args: Parameters<typeof comment>) => {
      requireFlag(flags.editDocumentComment);
      return comment(...args);
    },
    shippingAddress: act('ShippingAddress', editShippingAddress),
  };
};
