import { type ComponentType, type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { isChunkLoadError, reloadForChunkError } from '@/lib/chunk-reload.ts';

/** How the user first reached for a piece whose code was not there yet. */
export interface FirstUse {
  /** A press, click, Enter, Space or an arrow came first: the piece opens at once. */
  opened: boolean;
}

/** What the stand-in spreads on its trigger: reaching for it loads the piece, a click is remembered. */
export interface FirstUseTrigger {
  onPointerEnter: () => void;
  onPointerDown: () => void;
  onFocus: () => void;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

const opensOnKey = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);
const focusable = 'button, input, select, textarea, a[href], [tabindex]:not([tabindex="-1"])';

/**
 * A piece of the screen whose code (a menu, a dropdown, a sheet: Mantine's floating and focus-trapping
 * parts) loads on first use rather than before the first screen. The stand-in draws its trigger at
 * once, looking and named as the piece's own; pointing at it, focusing it or clicking it loads the
 * piece, which then replaces it (`firstUse.opened` when the click came first, so that it is not lost;
 * the focus stays on the trigger). Once loaded, every later use renders the piece directly.
 */
export const onFirstUse = <P extends object>(
  load: () => Promise<ComponentType<P & { firstUse: FirstUse }>>,
  StandIn: ComponentType<P & { trigger: FirstUseTrigger }>,
  /** Load without waiting for the user (a filter already set: the piece shows its clear button). */
  loadAtOnce?: (props: P) => boolean,
): ComponentType<P> => {
  let Piece: ComponentType<P & { firstUse: FirstUse }> | undefined;
  let loading: Promise<ComponentType<P & { firstUse: FirstUse }>> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (piece) => {
        Piece = piece;
        return piece;
      },
      (error: unknown) => {
        loading = undefined;
        if (isChunkLoadError(error)) reloadForChunkError();
        throw error;
      },
    );
    return loading;
  };

  const OnFirstUse = (props: P) => {
    const [, setLoaded] = useState(Piece !== undefined);
    const firstUse = useRef<FirstUse>({ opened: false });
    const hadFocus = useRef(false);
    const box = useRef<HTMLSpanElement>(null);
    const loaded = Piece !== undefined;
    const atOnce = !loaded && (loadAtOnce?.(props) ?? false);

    useEffect(() => {
      // The stand-in that had the focus is gone: its replacement's trigger takes it, unless the
      // piece already moved it (an opened menu into its items).
      if (!loaded || !hadFocus.current) return;
      hadFocus.current = false;
      const active = document.activeElement;
      if (active && active !== document.body) return;
      box.current?.querySelector<HTMLElement>(focusable)?.focus();
    }, [loaded]);

    const want = useCallback(
      () =>
        void loadOnce().then(
          () => setLoaded(true),
          () => undefined,
        ),
      [],
    );
    useEffect(() => {
      if (atOnce) want();
    }, [atOnce, want]);
    const open = () => {
      // Remembered from the press: if the piece arrives before the release, the click is lost.
      firstUse.current.opened = true;
      want();
    };
    const trigger: FirstUseTrigger = {
      onPointerEnter: want,
      onPointerDown: open,
      onFocus: () => {
        hadFocus.current = true;
        want();
      },
      onClick: open,
      onKeyDown: (event) => {
        if (!opensOnKey.has(event.key)) return;
        event.preventDefault();
        open();
      },
    };
    return (
      // No box of its own (display: contents): the trigger sits in the layout as if it were alone.
      <span ref={box} className="colophon-first-use">
        {Piece ? <Piece {...props} firstUse={firstUse.current} /> : <StandIn {...props} trigger={trigger} />}
      </span>
    );
  };
  return OnFirstUse;
};
