import '@/i18n/areas/mails.ts';
import type { Locale } from '@colophon/contract';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/page-header.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { mailPreviewQueryOptions } from './api/get-mail-preview.ts';

const MailFrame = ({ locale }: { locale: Locale }) => {
  const { t } = useTranslation();
  const preview = useSuspenseQuery(mailPreviewQueryOptions('forgotPassword', locale)).data;
  const language = t(`languages.${locale}`);
  return (
    <Paper withBorder p="sm" component="section" aria-label={language}>
      <Stack gap="xs">
        <Title order={2} size="h4" lang={locale}>
          {language}
        </Title>
        <Text size="sm" lang={locale} data-testid={`mail-subject-${locale}`}>
          {t('mails.subject', { subject: preview.subject })}
        </Text>
        {/* The mail's own HTML, isolated: no script, no access to the console. */}
        <iframe
          title={t('mails.frame', { language })}
          sandbox=""
          srcDoc={preview.html}
          style={{
            width: '100%',
            height: 560,
            border: '1px solid var(--mantine-color-gray-3)',
            background: 'white',
          }}
        />
      </Stack>
    </Paper>
  );
};

/** /mail/forgotPassword: the forgot-password mail as it is sent, in both languages. */
export const MailPreviewPage = () => {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('screens.mailForgotPassword')} />
      <Text mb="md">{t('mails.previewIntro')}</Text>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <MailFrame locale="fr" />
        <MailFrame locale="en" />
      </SimpleGrid>
    </>
  );
};
