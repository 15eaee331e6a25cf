import { changeLocale, preferredLocale } from '@/i18n/i18n.ts';
import { type GuardName, runGuards } from '@/lib/guards.ts';
import type { RouterContext } from './root.tsx';

/** A route's `beforeLoad` that runs the named guards in order (DESIGN.md, The console). */
export const guarded =
  (...names: (GuardName | (string & {}))[]) =>
  ({ context, location }: { context: RouterContext; location: { href: string } }) =>
    runGuards(names, {
      session: context.session,
      refresh: context.api.refresh,
      ensureLocale: () => changeLocale(preferredLocale(), false),
      location,
    });
