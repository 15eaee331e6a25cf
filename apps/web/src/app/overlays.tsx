import { notificationsStore } from '@mantine/notifications';
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { earlyModalEvents, onEarlyModalEvent } from './early-modal-events.ts';

/**
 * The toasts and the dialogs load after the first screen: their code (transitions, focus trap,
 * scroll lock, portals) is not needed to show it. A toast or a dialog asked for before they are
 * loaded is not lost: toasts wait in their store, dialog requests are kept and replayed.
 */
const OverlaysHost = lazy(() => import('./overlays-host.tsx'));

export const DeferredOverlays = () => {
  const router = useRouter();
  const [wanted, setWanted] = useState(earlyModalEvents.length > 0);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    onEarlyModalEvent(want);
    const unsubscribeToasts = notificationsStore.subscribe(want);
    let cancelIdle: (() => void) | undefined;
    const whenIdle = () => {
      if (cancelIdle) return;
      if (typeof requestIdleCallback === 'function') {
        const handle = requestIdleCallback(want, { timeout: 2_000 });
        cancelIdle = () => cancelIdleCallback(handle);
      } else {
        const timer = setTimeout(want, 500);
        cancelIdle = () => clearTimeout(timer);
      }
    };
    // After the first screen has loaded, when the browser has nothing else to do.
    const loaded = router.state.status === 'idle' && router.state.resolvedLocation;
    const unsubscribeRouter = loaded ? undefined : router.subscribe('onResolved', whenIdle);
    if (loaded) whenIdle();
    return () => {
      onEarlyModalEvent(null);
      unsubscribeToasts();
      unsubscribeRouter?.();
      cancelIdle?.();
    };
  }, [router, wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <OverlaysHost />
    </Suspense>
  ) : null;
};
