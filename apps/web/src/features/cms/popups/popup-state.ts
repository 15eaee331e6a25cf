import type { TPopup, TPopupState } from '@colophon/contract';

/** Where a popup stands at `now`, as the API's `state` filter reads it. */
export const popupState = (popup: TPopup, now = Date.now()): TPopupState => {
  if (!popup.isActive) return 'Inactive';
  if (popup.endTime !== null && Date.parse(popup.endTime) <= now) return 'Ended';
  if (popup.startTime !== null && Date.parse(popup.startTime) > now) return 'Scheduled';
  return 'Current';
};

export const stateColor: Record<TPopupState, string> = {
  Current: 'green',
  Scheduled: 'blue',
  Ended: 'dark',
  Inactive: 'gray',
};
