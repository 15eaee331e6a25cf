/**
 * Dialog requests sent before the dialogs' provider has loaded (`overlays.tsx` loads it after the
 * first screen): kept here and replayed by the host once it listens. A module of its own, so that the
 * lazy host and the shell that loads it do not import each other.
 */

/** The events `modals.*` of @mantine/modals send to its provider. */
const MODAL_EVENTS = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((name) => `mantine-modals:${name}`);

/** Dialog requests sent before the provider listens; the host replays them once it does. */
export const earlyModalEvents: CustomEvent[] = [];
let hostWanted: (() => void) | null = null;
const keepEarly = (event: Event) => {
  earlyModalEvents.push(new CustomEvent(event.type, { detail: (event as CustomEvent).detail }));
  hostWanted?.();
};
for (const name of MODAL_EVENTS) window.addEventListener(name, keepEarly);

/** Who to tell when a dialog is asked for before the host has loaded (null: nobody). */
export const onEarlyModalEvent = (listener: (() => void) | null) => {
  hostWanted = listener;
};

/** Called by the host once its provider listens: later requests go straight to it. */
export const stopKeepingEarlyEvents = () => {
  for (const name of MODAL_EVENTS) window.removeEventListener(name, keepEarly);
};
