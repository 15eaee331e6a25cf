import '@/i18n/areas/mails.ts';
import type { TMail, TMailDetail } from '@colophon/contract';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { confirmAction } from '@/components/confirm.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatDateTime } from '@/lib/format.ts';
import { mailQueryOptions, useResendMail } from './api/mails.ts';
import { ProcessedBadge } from './mail-list-page.tsx';

const route = getRouteApi('/_app/public/mail/detail');

/** Polls while the mail waits for its delivery. */
const POLL_MS = 2_000;

/** /public/mail/detail?id=: one mail of the log: its headers, its body as sent, its delivery, resend. */
export const MailDetailPage = () => {
  const { t } = useTranslation();
  const id = route.useSearch().id;
  if (!id)
    return (
      <>
        <PageHeader title={t('screens.publicMailDetail')} />
        <Alert color="gray" title={t('mails.noneChosen')}>
          <Anchor component={Link} to="/public/mail">
            {t('screens.publicMail')}
          </Anchor>
        </Alert>
      </>
    );
  return <MailDetail key={id} id={id} />;
};

const Header = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  </Stack>
);

/** The entity a mail is about, as a link to its screen when the console has one. */
const aboutLink = (mail: TMail) => {
  const { entity, entityId } = mail.extra;
  if (typeof entityId !== 'number') return null;
  if (entity === 'ContactMessage') return { to: '/public/message/detail' as const, id: entityId };
  return null;
};

const MailDetail = ({ id }: { id: number }) => {
  const { t } = useTranslation();
  const mail = useSuspenseQuery({
    ...mailQueryOptions(id),
    refetchInterval: (query) => (query.state.data?.processed === false ? POLL_MS : false),
  }).data;
  const resend = useResendMail();
  const about = aboutLink(mail);
  const template = typeof mail.extra.template === 'string' ? mail.extra.template : null;

  const resendMail = async () => {
    if (!(await confirmAction(t('mails.resendConfirm', { to: mail.to })))) return;
    resend.mutate(mail.id);
  };

  return (
    <>
      <PageHeader title={mail.subject}>
        <Button onClick={() => void resendMail()} loading={resend.isPending} data-testid="resend-mail">
          {t('mails.resend')}
        </Button>
      </PageHeader>
      <Stack gap="md">
        <Paper withBorder p="md" component="section" aria-label={t('mails.headers')}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
            <Header label={t('mails.from')}>{mail.from}</Header>
            <Header label={t('mails.to')}>
              <span data-testid="mail-to">{mail.to}</span>
            </Header>
            {mail.cc && <Header label={t('mails.cc')}>{mail.cc}</Header>}
            {mail.bcc && <Header label={t('mails.bcc')}>{mail.bcc}</Header>}
            <Header label={t('mails.createdAt')}>{formatDateTime(mail.createdAt)}</Header>
            {template && <Header label={t('mails.template')}>{template}</Header>}
            {about && (
              <Header label={t('mails.about')}>
                <Link to={about.to} search={{ id: about.id }}>
                  {t('mails.aboutMessage', { id: about.id })}
                </Link>
              </Header>
            )}
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md" component="section" aria-labelledby="mail-delivery">
          <Title order={2} size="h4" id="mail-delivery" mb="sm">
            {t('mails.delivery')}
          </Title>
          <Group gap="xl" align="flex-start">
            <Header label={t('mails.processed')}>
              <span data-testid="mail-processed">
                <ProcessedBadge processed={mail.processed} />
              </span>
            </Header>
            <Header label={t('mails.sentTries')}>{mail.sentTries}</Header>
            <Header label={t('mails.sentDate')}>{formatDateTime(mail.sentDate) || '—'}</Header>
          </Group>
          {mail.lastError && (
            <Alert color="red" variant="light" mt="sm" title={t('mails.lastError')}>
              <Code block>{mail.lastError}</Code>
            </Alert>
          )}
          <DeliveryTries mail={mail} />
        </Paper>
        <Paper withBorder p="md" component="section" aria-labelledby="mail-body">
          <Title order={2} size="h4" id="mail-body" mb="sm">
            {t('mails.body')}
          </Title>
          {/* The mail's own HTML, isolated: no script, no form, no access to the console. */}
          <iframe
            title={t('mails.bodyFrame')}
            sandbox=""
            srcDoc={mail.body}
            data-testid="mail-body"
            style={{
              width: '100%',
              height: 560,
              border: '1px solid var(--mantine-color-gray-3)',
              background: 'white',
            }}
          />
        </Paper>
      </Stack>
    </>
  );
};

/** Every try to hand the mail to the SMTP server, oldest first, with its time and its outcome or error. */
const DeliveryTries = ({ mail }: { mail: TMailDetail }) => {
  const { t } = useTranslation();
  // Tries made before the log kept them in detail are only counted.
  const earlier = Math.max(0, mail.sentTries - mail.tries.length);
  return (
    <Stack gap="xs" mt="md">
      <Title order={3} size="h5">
        {t('mails.tries')}
      </Title>
      {mail.tries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('mails.noTries')}
        </Text>
      ) : (
        <Table data-testid="mail-tries" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('mails.tryNumber')}</Table.Th>
              <Table.Th>{t('mails.tryStarted')}</Table.Th>
              <Table.Th>{t('mails.tryEnded')}</Table.Th>
              <Table.Th>{t('mails.tryOutcome')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {mail.tries.map((attempt, index) => (
              <Table.Tr key={attempt.startedAt + String(index)}>
                <Table.Td>{earlier + index + 1}</Table.Td>
                <Table.Td>{formatDateTime(attempt.startedAt)}</Table.Td>
                <Table.Td>{formatDateTime(attempt.endedAt) || '—'}</Table.Td>
                <Table.Td>
                  {attempt.outcome === 'Sent' ? (
                    <Badge variant="dot" color="green" miw="max-content">
                      {t('mails.trySent')}
                    </Badge>
                  ) : attempt.outcome === 'Failed' ? (
                    <Stack gap={2}>
                      <Badge variant="dot" color="red" miw="max-content">
                        {t('mails.tryFailed')}
                      </Badge>
                      {attempt.error && (
                        <Text size="xs" style={{ overflowWrap: 'anywhere' }} ff="monospace">
                          {attempt.error}
                        </Text>
                      )}
                    </Stack>
                  ) : (
                    <Badge variant="dot" color="gray" miw="max-content" title={t('mails.tryNoAnswerHint')}>
                      {t('mails.tryNoAnswer')}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {earlier > 0 && (
        <Text size="xs" c="dimmed">
          {t('mails.earlierTries', { count: earlier })}
        </Text>
      )}
    </Stack>
  );
};
