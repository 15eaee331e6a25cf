import '@mantine/notifications/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useLayoutEffect } from 'react';
import { TOAST_MS } from '@/config/cache-times.ts';
import { earlyModalEvents, stopKeepingEarlyEvents } from './early-modal-events.ts';

/**
 * Replays the dialog requests sent before the provider listened. The provider starts listening in its
 * layout effect, which runs before this later sibling's: no request is missed or replayed twice.
 */
const ReplayEarlyEvents = () => {
  useLayoutEffect(() => {
    stopKeepingEarlyEvents();
    for (const event of earlyModalEvents.splice(0)) window.dispatchEvent(event);
  }, []);
  return null;
};

/**
 * Toasts top-right for 8 seconds (SPEC §2), starting over the top bar; the save and delete buttons sit
 * in the save bar at the bottom, out of their way; and the dialogs of `modals.*`.
 */
const OverlaysHost = () => (
  <>
    <Notifications position="top-right" autoClose={TOAST_MS} limit={3} containerWidth={380} />
    <ModalsProvider />
    <ReplayEarlyEvents />
  </>
);

export default OverlaysHost;
