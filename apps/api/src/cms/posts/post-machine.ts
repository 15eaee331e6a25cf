import type { TPostAction, TPostStatus } from '@colophon/contract';

/**
 * The editorial workflow (docs/state-machines.md): which step goes from which statuses to which, and
 * who may take it. An `editor` holds `Cms.PostCreateEditAll`; an `owner` holds
 * `Cms.PostCreateEditIfOwner` and wrote the post; anyone else is `none`.
 */
export type PostRole = 'editor' | 'owner' | 'none';

interface Step {
  from: readonly TPostStatus[];
  to: TPostStatus;
  /** The statuses an owner may take this step from; editors take it from every `from`. */
  ownerFrom: readonly TPostStatus[];
}

export const postSteps: Record<TPostAction, Step> = {
  Submit: {
    from: ['Draft', 'ValidationRejected'],
    to: 'WaitingForValidation',
    ownerFrom: ['Draft', 'ValidationRejected'],
  },
  Validate: { from: ['WaitingForValidation'], to: 'Validated', ownerFrom: [] },
  Reject: { from: ['WaitingForValidation'], to: 'ValidationRejected', ownerFrom: [] },
  Publish: { from: ['Validated'], to: 'Published', ownerFrom: [] },
  Archive: { from: ['Published'], to: 'Archived', ownerFrom: [] },
  BackToDraft: {
    from: ['WaitingForValidation', 'ValidationRejected', 'Validated', 'Published', 'Archived'],
    to: 'Draft',
    ownerFrom: ['WaitingForValidation', 'ValidationRejected', 'Validated'],
  },
};

/** The statuses in which an owner may change its post's content; editors change it in every status. */
export const OWNER_EDITABLE: readonly TPostStatus[] = ['Draft', 'ValidationRejected'];

/** How a step would be answered: taken, refused for the claims (403), refused for the state (409 `not-allowed`). */
export type StepVerdict = 'allowed' | 'forbidden' | 'wrong-state';

/**
 * Whether the role's claims let it take the step from some status: when they never do, the step is
 * refused (403) before its version is read; else a stale version reads as such, whatever the status.
 */
export const mayTake = (action: TPostAction, role: PostRole) =>
  role === 'editor' || (role === 'owner' && postSteps[action].ownerFrom.length > 0);

export const judgeStep = (action: TPostAction, status: TPostStatus, role: PostRole): StepVerdict => {
  const step = postSteps[action];
  if (role === 'none' || (role === 'owner' && step.ownerFrom.length === 0)) return 'forbidden';
  if (!step.from.includes(status)) return 'wrong-state';
  if (role === 'owner' && !step.ownerFrom.includes(status)) return 'forbidden';
  return 'allowed';
};

export const allowedActions = (status: TPostStatus, role: PostRole): TPostAction[] =>
  (Object.keys(postSteps) as TPostAction[]).filter((action) => judgeStep(action, status, role) === 'allowed');

export const canEditContent = (status: TPostStatus, role: PostRole) =>
  role === 'editor' || (role === 'owner' && OWNER_EDITABLE.includes(status));

/** Deleting a post: an editor deletes every post; its owner its drafts only (a post in review or beyond is locked). */
export const postDeletion: { ownerFrom: readonly TPostStatus[] } = { ownerFrom: ['Draft'] };

/** How a deletion would be answered, as a step is: taken, refused for the claims (403), for the state (409). */
export const judgeDeletion = (status: TPostStatus, role: PostRole): StepVerdict => {
  if (role === 'none') return 'forbidden';
  if (role === 'owner' && !postDeletion.ownerFrom.includes(status)) return 'wrong-state';
  return 'allowed';
};
