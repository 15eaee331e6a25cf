import '@/i18n/areas/sales.ts';
import { useState } from 'react';
import { confirmAction } from '@/components/confirm.ts';
import { i18n } from '@/i18n/i18n.ts';
import { isStaleVersion } from '@/lib/api-error.ts';
import { notifyFailure, notifySuccess } from '@/lib/notify.ts';
import type { ActionInput } from './api/documents.ts';
import type { RunAction } from './document-types.ts';

/**
 * How the order's page runs its actions: "Are you sure ?" first when asked, then the action. A stale
 * version (someone else saved the order first) leaves the page with its reload to offer; any other
 * refusal, the order's state (`not-allowed`) included, is the API's own message.
 */
export const useOrderActions = (
  action: { mutateAsync: (input: ActionInput) => Promise<unknown> },
  refetch: () => Promise<unknown>,
) => {
  /** Someone else saved the order after this page read it: the last action was not done. */
  const [stale, setStale] = useState(false);
  /** The lines ticked in the lines table. */
  const [selected, setSelected] = useState<number[]>([]);

  const run: RunAction = async (input, confirmBody) => {
    if (confirmBody !== null && !(await confirmAction(confirmBody))) return false;
    try {
      await action.mutateAsync(input);
      setStale(false);
      setSelected([]);
      notifySuccess(i18n.t('documents.done'));
      return true;
    } catch (error) {
      if (isStaleVersion(error)) setStale(true);
      else notifyFailure(error);
      return false;
    }
  };
  const reload = async () => {
    setStale(false);
    setSelected([]);
    await refetch();
  };
  return { run, reload, stale, selected, setSelected };
};
