import { useRouterState } from '@tanstack/react-router';
import { type CSSProperties, useEffect, useState } from 'react';
import { PROGRESS_MAX_MS, PROGRESS_THROTTLE_MS } from '@/config/cache-times.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import classes from './navigation-progress.module.css';

type Phase = 'idle' | 'running' | 'done';

/**
 * The bar at the top during navigation: shown only if a navigation lasts more than 200 ms, it
 * creeps towards the end over at most 5 000 ms and completes when the page is ready (SPEC §9).
 */
export const NavigationProgress = () => {
  const { t } = useTranslation();
  const pending = useRouterState({ select: (state) => state.status === 'pending' });
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    // Also tells scripts (and the browser tests) whether a navigation is under way.
    document.body.dataset.navigation = pending ? 'pending' : 'idle';
    if (pending) {
      const timer = setTimeout(() => setPhase('running'), PROGRESS_THROTTLE_MS);
      return () => clearTimeout(timer);
    }
    setPhase((current) => (current === 'running' ? 'done' : 'idle'));
    const timer = setTimeout(() => setPhase('idle'), 300);
    return () => clearTimeout(timer);
  }, [pending]);

  if (phase === 'idle') return null;
  return (
    <div
      className={classes.bar}
      role="progressbar"
      aria-label={t('layout.loadingPage')}
      style={{ '--progress-max': `${PROGRESS_MAX_MS}ms` } as CSSProperties}
    >
      <div className={phase === 'done' ? `${classes.fill} ${classes.done}` : classes.fill} />
    </div>
  );
};
