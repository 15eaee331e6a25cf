import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useDeleteMutation, useSaveMutation } from './mutations.ts';
import { queryKeysFactory } from './query-keys.ts';

const keys = queryKeysFactory('authors');

const setup = () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(keys.list({ page: 1 }), { items: [{ id: 7 }], totalCount: 1 });
  queryClient.setQueryData(keys.detail(7), { id: 7, version: 1, name: 'Zola' });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const listIsStale = () => queryClient.getQueryState(keys.list({ page: 1 }))?.isInvalidated;
  return { queryClient, wrapper, listIsStale };
};

describe('the mutation helper', () => {
  it('when an entity is saved, then its detail holds what the API answered and the lists refresh', async () => {
    const { queryClient, wrapper, listIsStale } = setup();
    const save = vi.fn((body: { id: number; name: string }) => Promise.resolve({ ...body, version: 2 }));
    const { result } = renderHook(() => useSaveMutation(keys, save), { wrapper });
    await act(() => result.current.mutateAsync({ id: 7, name: 'Émile Zola' }));
    expect(queryClient.getQueryData(keys.detail(7))).toEqual({ id: 7, name: 'Émile Zola', version: 2 });
    expect(listIsStale()).toBe(true);
  });

  it('when a deletion fails halfway, then the deleted details still leave the cache and the lists refresh', async () => {
    const { queryClient, wrapper, listIsStale } = setup();
    const deleted: number[] = [];
    const remove = async (ids: number[]) => {
      for (const id of ids) {
        if (id === 8) throw new Error('gone');
        deleted.push(id);
      }
    };
    const { result } = renderHook(() => useDeleteMutation(keys, remove), { wrapper });
    await act(() => result.current.mutateAsync([7, 8, 9]).catch(() => undefined));
    expect(deleted).toEqual([7]);
    expect(queryClient.getQueryData(keys.detail(7))).toBeUndefined();
    expect(listIsStale()).toBe(true);
  });
});
