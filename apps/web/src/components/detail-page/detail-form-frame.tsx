import { Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ConflictAlert } from '@/components/form/conflict-alert.tsx';
import { UnsavedChangesGuard } from '@/components/form/unsaved-changes-guard.tsx';
import type { DetailForm } from '@/components/form/use-detail-form.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

export interface DetailFormFrameProps<T extends Record<string, unknown>> {
  detail: DetailForm<T>;
  title: ReactNode;
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  /** The submit button then reads "Créer" / "Create" instead of "Enregistrer" / "Save". */
  isNew?: boolean;
  /** Fetches the saved version after a 409 and ends with `detail.reset`. */
  onReload: () => unknown;
  /** Shows the delete button; the page asks "Are you sure ?" itself (see `useSimpleDetail`). */
  onDelete?: (() => void) | undefined;
  /** False keeps the 409 banner to reload or keep editing, without the comparison. */
  comparable?: boolean;
  /** Buttons of the page before the delete and save buttons. */
  actions?: ReactNode;
  testId?: string;
  deleteTestId?: string;
  children: ReactNode;
}

/**
 * The frame of every detail form: the unsaved-changes guard, the heading with delete and save, the
 * 409 banner (and its comparison) above the page's fields.
 */
export const DetailFormFrame = <T extends Record<string, unknown>>(props: DetailFormFrameProps<T>) => {
  const { t } = useTranslation();
  const { detail, comparable = true } = props;
  return (
    <form onSubmit={props.onSubmit} noValidate data-testid={props.testId}>
      <UnsavedChangesGuard when={() => detail.isDirty() && !detail.leaveAllowed()} />
      <PageHeader title={props.title}>
        {props.actions}
        {props.onDelete && (
          <Button variant="outline" color="red.9" onClick={props.onDelete} data-testid={props.deleteTestId}>
            {t('common.delete')}
          </Button>
        )}
        <Button type="submit" loading={props.saving} data-testid="save">
          {props.isNew ? t('common.create') : t('common.save')}
        </Button>
      </PageHeader>
      <Stack gap="md">
        {comparable ? (
          <ConflictAlert detail={detail} onReload={props.onReload} />
        ) : (
          detail.conflict && (
            <ConflictAlert onReload={() => void props.onReload()} onKeep={detail.dismissConflict} />
          )
        )}
        {props.children}
      </Stack>
    </form>
  );
};
