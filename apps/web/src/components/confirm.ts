import { modals } from '@mantine/modals';
import { i18n } from '@/i18n/i18n.ts';

/** 'Êtes-vous sûr ?' / 'Are you sure ?' before every destructive action; resolves to the answer. */
export const confirmAction = (body?: string): Promise<boolean> =>
  new Promise((resolve) => {
    modals.openConfirmModal({
      title: i18n.t('common.confirmTitle'),
      children: body ?? i18n.t('common.confirmBody'),
      labels: { confirm: i18n.t('common.confirm'), cancel: i18n.t('common.cancel') },
      confirmProps: { color: 'red.9', 'data-testid': 'confirm-yes' } as Record<string, string>,
      centered: true,
      closeButtonProps: { 'aria-label': i18n.t('common.close') },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
