import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { cacheTimes } from '@/config/cache-times.ts';
import { ApiError } from './api-error.ts';
import { notifyFailure, notifySuccess } from './notify.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent`: the caller shows the outcome itself (a form shows field errors, a page its error state). */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean; quietSuccess?: boolean; successMessage?: string };
  }
}

const retry = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2;

/**
 * Queries default to the session TTL (1 s) unless their options say otherwise; mutations toast
 * 'Succès !' or the action result's errors (SPEC §8).
 */
export const createQueryClient = () =>
  new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent && query.state.data !== undefined) notifyFailure(error);
      },
    }),
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) => {
        if (!mutation.meta?.silent && !mutation.meta?.quietSuccess)
          notifySuccess(mutation.meta?.successMessage);
      },
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silent) notifyFailure(error);
      },
    }),
    defaultOptions: {
      queries: { staleTime: cacheTimes.session, retry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
