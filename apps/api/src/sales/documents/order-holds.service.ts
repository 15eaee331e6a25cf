import { holdExpiry } from '@colophon/contract';
import { recordActivity } from '../../activity/activity-log.ts';
import type { Services } from '../../services.ts';
import { expireHold } from './actions/holds.ts';
import { lockPastHold, ordersPastHold } from './documents.repository.ts';
import { loadDocument, readDocument } from './documents.service.ts';
import { documentSnapshot } from './documents.views.ts';
import type { OrderStep } from './order-step.ts';

/** Orders read at a time; each is given up in its own transaction, so that no lock is held long. */
const BATCH = 50;

/** Why the activity log says the shop gave the order up. */
export const HOLD_EXPIRED_REASON = 'unpaidHoldExpired';

/**
 * Gives up the unpaid orders whose hold on their copies has run out by `now` (docs/state-machines.md,
 * "Holds"): each in its own transaction, taken only if it still waits (`lockPastHold`), so that two
 * runs at once, or a payment confirmed meanwhile, never release a hold twice. Answers how many.
 */
export const releaseExpiredHolds = async (services: Services, now: Date) => {
  const { db, mails } = services;
  const waiting = { statuses: holdExpiry.from, payments: holdExpiry.payments };
  let released = 0;
  for (;;) {
    const due = await ordersPastHold(db, now, waiting, BATCH);
    let taken = 0;
    for (const id of due) {
      const done = await db.transaction(async (tx) => {
        const locked = await lockPastHold(tx, id, now, waiting);
        if (!locked) return false;
        const before = await loadDocument(tx, locked);
        const step: OrderStep = { tx, order: { ...before }, by: null, now, mails };
        await expireHold(step);
        const after = await readDocument(tx, id);
        await recordActivity(tx, null, {
          entity: 'Document',
          entityId: id,
          action: holdExpiry.action,
          before: { ...documentSnapshot(before), reason: null },
          after: { ...documentSnapshot(after), reason: HOLD_EXPIRED_REASON },
        });
        return true;
      });
      if (done) taken++;
    }
    released += taken;
    // A full batch that another run took meanwhile: that run goes on with the rest.
    if (due.length < BATCH || taken === 0) return released;
  }
};
