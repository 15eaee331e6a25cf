import type { TErrorCode } from '@colophon/contract';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error.ts';
import { notifyFailure } from '@/lib/notify.ts';
import type { ActionInput } from './api/documents.ts';
import { useOrderActions } from './use-order-actions.ts';

vi.mock('@/components/confirm.ts', () => ({ confirmAction: () => Promise.resolve(true) }));
vi.mock('@/lib/notify.ts', () => ({ notifyFailure: vi.fn(), notifySuccess: vi.fn() }));

const refusedWith = (code: TErrorCode, message: string) =>
  new ApiError(409, { isValid: false, code, errors: [message], propertiesErrorMessages: [] });
const payment: ActionInput = { action: 'validatePayment', body: { id: 41, version: 6, reference: null } };

const openOrder = (failure: ApiError) => {
  const refetch = vi.fn(() => Promise.resolve());
  const action = { mutateAsync: vi.fn(() => Promise.reject(failure)) };
  return { ...renderHook(() => useOrderActions(action, refetch)), refetch };
};

describe('an action on the order’s page', () => {
  it('when someone else saved the order first, then the page offers its reload and says nothing else', async () => {
    vi.mocked(notifyFailure).mockClear();
    const { result, refetch } = openOrder(refusedWith('stale-version', 'Someone else changed this.'));
    act(() => result.current.setSelected([1, 2]));
    let done = true;
    await act(async () => {
      done = await result.current.run(payment, 'Sure?');
    });
    expect([done, result.current.stale]).toEqual([false, true]);
    expect(notifyFailure).not.toHaveBeenCalled();
    await act(() => result.current.reload());
    expect(refetch).toHaveBeenCalledTimes(1);
    expect([result.current.stale, result.current.selected]).toEqual([false, []]);
  });

  it('when the order’s state refuses the action, then the API’s message shows and no reload is offered', async () => {
    vi.mocked(notifyFailure).mockClear();
    const refused = refusedWith('not-allowed', 'This action is not possible in the order’s present state.');
    const { result } = openOrder(refused);
    await act(async () => {
      await result.current.run(payment, null);
    });
    expect(result.current.stale).toBe(false);
    expect(notifyFailure).toHaveBeenCalledWith(refused);
  });
});
