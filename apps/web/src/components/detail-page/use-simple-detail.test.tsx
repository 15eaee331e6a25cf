import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-error.ts';
import { useSimpleDetail } from './use-simple-detail.ts';

vi.mock('@/components/confirm.ts', () => ({ confirmAction: () => Promise.resolve(true) }));

interface Author {
  id: number;
  version: number;
  name: string;
}
const loaded: Author = { id: 7, version: 3, name: 'Émile Zola' };

const valuesOf = (author: Author | undefined) => ({ name: author?.name ?? '' });
const toBody = (values: { name: string }) => ({ name: values.name.trim() });

const openForm = (entity: Author | undefined, fresh: Author = loaded) => {
  const save = vi.fn((body: { name: string; id?: number; version?: number }) =>
    Promise.resolve({ id: body.id ?? 12, version: (body.version ?? 0) + 1, name: body.name }),
  );
  const remove = vi.fn(() => Promise.resolve());
  const onCreated = vi.fn(() => Promise.resolve());
  const onDeleted = vi.fn(() => Promise.resolve());
  const query = (id: number) =>
    queryOptions({ queryKey: ['authors', id], queryFn: () => Promise.resolve({ ...fresh, id }) });
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () =>
      useSimpleDetail({
        entity,
        schemas: { create: z.looseObject({}), update: z.looseObject({}) },
        valuesOf,
        toBody,
        query,
        save: { mutateAsync: save, isPending: false },
        remove: { mutateAsync: remove },
        onCreated,
        onDeleted,
      }),
    { wrapper },
  );
  return { ...hook, save, remove, onCreated, onDeleted };
};

describe('a simple detail screen', () => {
  it('when an existing entity is saved, then the body carries its id and version, and the form shows the saved one', async () => {
    const { result, save } = openForm(loaded);
    act(() => result.current.detail.form.setFieldValue('name', ' Zola '));
    act(() => result.current.frame.onSubmit());
    await waitFor(() => expect(result.current.current?.version).toBe(4));
    expect(save).toHaveBeenCalledWith({ name: 'Zola', id: 7, version: 3 });
    expect(result.current.detail.form.getValues()).toEqual({ name: 'Zola' });
    expect(result.current.detail.isDirty()).toBe(false);
    expect(result.current.frame.isNew).toBe(false);
  });

  it('when a new entity is created, then its detail opens by the new id', async () => {
    const { result, save, onCreated } = openForm(undefined);
    expect(result.current.frame.isNew).toBe(true);
    expect(result.current.frame.onDelete).toBeUndefined();
    act(() => result.current.detail.form.setFieldValue('name', 'Colette'));
    act(() => result.current.frame.onSubmit());
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(12));
    expect(save).toHaveBeenCalledWith({ name: 'Colette' });
    expect(result.current.detail.leaveAllowed()).toBe(true);
  });

  it('when a conflict is reloaded, then the form shows the saved version and the next save is based on it', async () => {
    const { result, save } = openForm(loaded, { ...loaded, version: 9, name: 'Zola' });
    await act(() => result.current.frame.onReload());
    expect(result.current.detail.form.getValues()).toEqual({ name: 'Zola' });
    act(() => result.current.frame.onSubmit());
    await waitFor(() => expect(save).toHaveBeenCalledWith({ name: 'Zola', id: 7, version: 9 }));
  });

  it('when a save meets a stale version, then the form shows a conflict; a 409 of the entity’s state does not', async () => {
    const { result, save } = openForm(loaded);
    const refusal = (code: 'stale-version' | 'not-allowed') =>
      new ApiError(409, { isValid: false, code, errors: ['Refusé.'], propertiesErrorMessages: [] });
    save.mockRejectedValueOnce(refusal('not-allowed'));
    act(() => result.current.frame.onSubmit());
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    await act(() => Promise.resolve());
    expect(result.current.detail.conflict).toBe(false);
    save.mockRejectedValueOnce(refusal('stale-version'));
    act(() => result.current.frame.onSubmit());
    await waitFor(() => expect(result.current.detail.conflict).toBe(true));
  });

  it('when the entity is deleted after "Are you sure ?", then the screen leaves to the list', async () => {
    const { result, remove, onDeleted } = openForm(loaded);
    act(() => result.current.frame.onDelete?.());
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(remove).toHaveBeenCalledWith([7]);
    expect(result.current.detail.leaveAllowed()).toBe(true);
  });
});
