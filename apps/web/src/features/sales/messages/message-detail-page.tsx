import '@/i18n/areas/sales.ts';
import {
  claim,
  type MessageKey,
  messageStatuses,
  type TMessage,
  type TMessageStatus,
  ZMessageReplyInput,
} from '@colophon/contract';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { confirmAction } from '@/components/confirm.ts';
import { fieldErrorsOf, serverErrorFor } from '@/components/form/field-errors.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { currentLocale } from '@/i18n/i18n.ts';
import { message } from '@/i18n/message.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { ApiError, isStaleVersion } from '@/lib/api-error.ts';
import { formatDateTime, formatPrice } from '@/lib/format.ts';
import { useSession } from '@/lib/use-session.ts';
import {
  messageQueryOptions,
  SENDER_ORDERS_SHOWN,
  senderCustomerQueryOptions,
  senderOrdersQueryOptions,
  useChangeMessageStatus,
  useDeleteMessages,
  useReplyToMessage,
} from './api/messages.ts';
import { questionLabel, statusColor, statusLabel } from './message-labels.ts';

const route = getRouteApi('/_app/public/message/detail');

/** /public/message/detail?id=: a visitor's message, its status, the answers sent, and the answer to send. */
export const MessageDetailPage = () => {
  const { t } = useTranslation();
  const id = route.useSearch().id;
  if (!id)
    return (
      <>
        <PageHeader title={t('screens.publicMessageDetail')} />
        <Alert color="gray" title={t('sales.message.noneChosen')}>
          <Anchor component={Link} to="/public/message">
            {t('screens.publicMessage')}
          </Anchor>
        </Alert>
      </>
    );
  return <MessageDetail key={id} id={id} />;
};

const Field = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm" component="div">
      {children}
    </Text>
  </Stack>
);

const MessageDetail = ({ id }: { id: number }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useSuspenseQuery(messageQueryOptions(id));
  const current = query.data;
  const changeStatus = useChangeMessageStatus();
  const remove = useDeleteMessages();

  const setStatus = (status: TMessageStatus) =>
    changeStatus.mutate({ id: current.id, version: current.version, status });
  const removeMessage = async () => {
    if (!(await confirmAction())) return;
    await remove.mutateAsync([current.id]);
    await navigate({ to: '/public/message' });
  };

  return (
    <>
      <PageHeader title={current.subject}>
        <Select
          aria-label={t('sales.message.status')}
          data={messageStatuses.map((status) => ({ value: status, label: statusLabel(status) }))}
          value={current.status}
          allowDeselect={false}
          onChange={(value) => {
            const status = messageStatuses.find((candidate) => candidate === value);
            if (status && status !== current.status) setStatus(status);
          }}
          disabled={changeStatus.isPending}
          w={160}
          data-testid="message-status"
        />
        <Button
          color="red.9"
          variant="outline"
          onClick={() => void removeMessage()}
          loading={remove.isPending}
        >
          {t('common.delete')}
        </Button>
      </PageHeader>
      {isStaleVersion(changeStatus.error) && (
        <ConflictBanner onReload={() => void query.refetch().then(() => changeStatus.reset())} />
      )}
      <Stack gap="md">
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Group gap="xs">
              <Badge variant="dot" color={statusColor[current.status]} data-testid="message-status-badge">
                {statusLabel(current.status)}
              </Badge>
              <Text size="sm" c="dimmed">
                {t('sales.message.receivedOn', { date: formatDateTime(current.createdAt) })}
              </Text>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
              <Field label={t('sales.message.sender')}>
                {current.firstName} {current.lastName}
              </Field>
              <Field label={t('sales.message.email')}>
                <Anchor href={`mailto:${current.email}`} size="sm">
                  {current.email}
                </Anchor>
              </Field>
              <Field label={t('sales.message.phone')}>{current.phone ?? '—'}</Field>
              <Field label={t('sales.message.question')}>{questionLabel(current.question)}</Field>
            </SimpleGrid>
            <Text size="sm">
              <Link to="/public/message" search={{ search: current.email }} data-testid="messages-of-sender">
                {t('sales.message.otherMessages')}
              </Link>
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="message-text">
              {current.message}
            </Text>
          </Stack>
        </Paper>
        <SenderMatches email={current.email} />
        <Replies message={current} />
        <ReplyForm message={current} onConflict={() => void query.refetch()} />
      </Stack>
    </>
  );
};

/**
 * Who wrote, as the shop knows them: the customer of that email and the orders placed with it, each
 * a link; each part only for those who may open its list.
 */
const SenderMatches = ({ email }: { email: string }) => {
  const claims = useSession()?.claims.claims ?? [];
  const customers = claims.includes(claim('Public', 'CustomersManage'));
  const orders = claims.includes(claim('Public', 'DocumentsManage'));
  if (!customers && !orders) return null;
  return <SenderMatchesShown email={email} customers={customers} orders={orders} />;
};

const SenderMatchesShown = ({
  email,
  customers,
  orders,
}: {
  email: string;
  customers: boolean;
  orders: boolean;
}) => {
  const { t } = useTranslation();
  const customer = useQuery({ ...senderCustomerQueryOptions(email), enabled: customers });
  const placed = useQuery({ ...senderOrdersQueryOptions(email), enabled: orders });
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby="message-sender"
      data-testid="message-sender"
    >
      <Title order={2} size="h4" id="message-sender" mb="sm">
        {t('sales.message.senderKnown')}
      </Title>
      <Stack gap="sm">
        {customers && (
          <Text size="sm" data-testid="message-customer">
            {customer.isPending ? (
              t('common.loading')
            ) : customer.data ? (
              <Link to="/public/customer/detail" search={{ id: customer.data.id }}>
                {t('sales.message.customerLink', {
                  name: `${customer.data.firstName} ${customer.data.lastName}`,
                  count: customer.data.ordersCount,
                })}
              </Link>
            ) : (
              t('sales.message.noCustomer')
            )}
          </Text>
        )}
        {orders &&
          (placed.isPending ? (
            <Text size="sm">{t('common.loading')}</Text>
          ) : !placed.data?.length ? (
            <Text size="sm" c="dimmed">
              {t('sales.message.noOrders')}
            </Text>
          ) : (
            <Stack gap={4} data-testid="message-orders">
              {placed.data.slice(0, SENDER_ORDERS_SHOWN).map((order) => (
                <Group key={order.id} gap="sm" wrap="nowrap">
                  <Text size="sm" miw={150}>
                    <Link to="/public/document/detail" search={{ id: order.id }}>
                      {order.number}
                    </Link>
                  </Text>
                  <Text size="sm" c="dimmed" miw={130}>
                    {formatDateTime(order.createdAt)}
                  </Text>
                  <Badge variant="light" miw="max-content">
                    {message(`documentStatus${order.status}` as MessageKey)}
                  </Badge>
                  <Text size="sm">{formatPrice(order.total)}</Text>
                </Group>
              ))}
            </Stack>
          ))}
      </Stack>
    </Paper>
  );
};

const ConflictBanner = ({ onReload }: { onReload: () => void }) => {
  const { t } = useTranslation();
  return (
    <Alert color="orange" title={t('common.conflictTitle')} mb="md" role="alert">
      <Text size="sm" mb="xs">
        {message('conflict')}
      </Text>
      <Button size="xs" variant="default" onClick={onReload}>
        {t('common.conflictReload')}
      </Button>
    </Alert>
  );
};

const Replies = ({ message: current }: { message: TMessage }) => {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="message-replies">
      <Title order={2} size="h4" id="message-replies" mb="sm">
        {t('sales.message.replies')}
      </Title>
      {current.replies.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('sales.message.noReplies')}
        </Text>
      ) : (
        <Stack gap="sm" data-testid="message-replies">
          {current.replies.map((reply) => (
            <Paper key={reply.id} withBorder p="sm" bg="gray.0">
              <Group justify="space-between" mb={4}>
                <Text size="xs" c="dimmed">
                  {t('sales.message.repliedBy', {
                    date: formatDateTime(reply.createdAt),
                    user: reply.sentBy ?? '—',
                  })}
                </Text>
                {reply.mailId !== null && (
                  <Text size="xs">
                    <Link to="/public/mail/detail" search={{ id: reply.mailId }}>
                      {t('sales.message.seeMail')}
                    </Link>
                  </Text>
                )}
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {reply.body}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Paper>
  );
};

const ReplyForm = ({ message: current, onConflict }: { message: TMessage; onConflict: () => void }) => {
  const { t } = useTranslation();
  const reply = useReplyToMessage();
  const [body, setBody] = useState('');
  const [status, setStatus] = useState<TMessageStatus>('Solved');
  const [error, setError] = useState<string | undefined>();
  const [conflicted, setConflicted] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { id: current.id, version: current.version, body, status };
    const parsed = ZMessageReplyInput.safeParse(input);
    if (!parsed.success) {
      setError(fieldErrorsOf(parsed.error.issues, currentLocale()).body);
      return;
    }
    setError(undefined);
    setConflicted(false);
    try {
      await reply.mutateAsync(input);
      setBody('');
    } catch (failure) {
      if (isStaleVersion(failure)) setConflicted(true);
      else if (failure instanceof ApiError)
        setError(serverErrorFor('body', failure.result?.propertiesErrorMessages ?? []));
    }
  };

  return (
    <Paper withBorder p="md" component="form" onSubmit={(event) => void submit(event)} noValidate>
      <Title order={2} size="h4" mb="sm">
        {t('sales.message.answer')}
      </Title>
      {conflicted && (
        <ConflictBanner
          onReload={() => {
            setConflicted(false);
            onConflict();
          }}
        />
      )}
      <Stack gap="sm">
        <Textarea
          label={t('sales.message.answerText')}
          description={t('sales.message.answerHelp', { email: current.email })}
          required
          autosize
          minRows={5}
          value={body}
          onChange={(event) => {
            setBody(event.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          name="body"
          data-testid="reply-body"
        />
        <Group justify="space-between" align="flex-end">
          <Select
            label={t('sales.message.statusAfter')}
            data={messageStatuses.map((value) => ({ value, label: statusLabel(value) }))}
            value={status}
            allowDeselect={false}
            onChange={(value) =>
              setStatus(messageStatuses.find((candidate) => candidate === value) ?? 'Solved')
            }
            w={200}
          />
          <Button type="submit" loading={reply.isPending} data-testid="send-reply">
            {t('sales.message.send')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
};
