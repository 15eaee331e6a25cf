import { useEffect, useState } from 'react';

/**
 * The `preload` of links shown on every screen (the drawer, the home shortcuts): off until the
 * browser is idle after the first render, then the router's default (viewport, unless the
 * connection saves data or is slow). The screen asked for loads first; its neighbours after.
 */
export const useDeferredPreload = (): false | undefined => {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setReady(true), { timeout: 3_000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setReady(true), 1_000);
    return () => clearTimeout(timer);
  }, []);
  return ready ? undefined : false;
};
