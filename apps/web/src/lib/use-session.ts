import { useSyncExternalStore } from 'react';
import { session } from './api.ts';

/** The current session, re-rendering when it changes (sign-in, refresh, logout). */
export const useSession = () => useSyncExternalStore(session.subscribe, session.get);
