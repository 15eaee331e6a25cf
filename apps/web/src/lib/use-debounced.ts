import { useCallback, useEffect, useRef } from 'react';

/**
 * `callback` run `delay` ms after the last call (a search box as one types); a call still waiting
 * when the component goes is dropped. Mantine's `useDebouncedCallback` does the same, but its module
 * shares a chunk with `ScrollArea`, which the list page would then load before its first row.
 */
export const useDebounced = <A extends unknown[]>(callback: (...args: A) => void, delay: number) => {
  const latest = useRef(callback);
  const timer = useRef(0);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (...args: A) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => latest.current(...args), delay);
    },
    [delay],
  );
};
