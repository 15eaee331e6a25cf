import { Button, Code, CopyButton, Modal, Stack, Text } from '@mantine/core';
import { useCreateLoginToken } from '@/features/users/api/create-login-token.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatDateTime } from '@/lib/format.ts';

/** Support: a single-use sign-in link for this user, to copy and send. */
export const LoginLinkButton = ({ userId }: { userId: number }) => {
  const { t } = useTranslation();
  const create = useCreateLoginToken();
  return (
    <>
      <Button variant="default" onClick={() => create.mutate(userId)} loading={create.isPending}>
        {t('user.loginLink')}
      </Button>
      {create.data && (
        <Modal opened onClose={create.reset} title={t('user.loginLinkTitle')} size="lg">
          <Stack>
            <Code block>{create.data.url}</Code>
            <Text size="sm">{t('user.loginLinkExpires', { date: formatDateTime(create.data.expires) })}</Text>
            <CopyButton value={create.data.url}>
              {({ copied, copy }) => (
                <Button onClick={copy} variant={copied ? 'light' : 'filled'}>
                  {copied ? t('common.copied') : t('common.copy')}
                </Button>
              )}
            </CopyButton>
          </Stack>
        </Modal>
      )}
    </>
  );
};
