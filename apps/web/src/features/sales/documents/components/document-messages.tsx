import { ZDocumentMessageCreate } from '@colophon/contract';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { fieldErrorsOf, serverErrorFor } from '@/components/form/field-errors.ts';
import { useReplyToCustomer } from '@/features/sales/documents/api/documents.ts';
import type { DocumentProps } from '@/features/sales/documents/document-types.ts';
import { currentLocale } from '@/i18n/i18n.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { ApiError } from '@/lib/api-error.ts';
import { formatDateTime } from '@/lib/format.ts';

/** The thread with the customer about the order (`documentMessage`), and a reply mailed through the mail log. */
export const DocumentMessages = ({ document }: DocumentProps) => {
  const { t } = useTranslation();
  const reply = useReplyToCustomer(document.id);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { documentId: document.id, body };
    const parsed = ZDocumentMessageCreate.safeParse(input);
    if (!parsed.success) {
      setError(fieldErrorsOf(parsed.error.issues, currentLocale()).body);
      return;
    }
    try {
      await reply.mutateAsync(parsed.data);
      setBody('');
      setError(undefined);
    } catch (failure) {
      if (failure instanceof ApiError)
        setError(serverErrorFor('body', failure.result?.propertiesErrorMessages ?? []));
    }
  };
  return (
    <Paper withBorder p="sm">
      <Title order={2} size="h5" mb="xs">
        {t('documents.messages')}
      </Title>
      <Stack gap="xs" data-testid="document-messages">
        {document.messages.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('documents.noMessages')}
          </Text>
        )}
        {document.messages.map((entry) => (
          <Paper
            key={entry.id}
            p="xs"
            bg={
              entry.from === 'Staff' ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-gray-light)'
            }
            ml={entry.from === 'Staff' ? 'xl' : 0}
            mr={entry.from === 'Staff' ? 0 : 'xl'}
            data-testid="document-message"
          >
            <Group justify="space-between" gap="xs">
              <Text size="xs" fw={600}>
                {entry.from === 'Staff'
                  ? t('documents.fromStaff', { user: entry.userName ?? '' })
                  : t('documents.fromCustomer')}
              </Text>
              <Group gap="xs">
                <Text size="xs" c="dimmed">
                  {formatDateTime(entry.createdAt)}
                </Text>
                {entry.mailId && (
                  <Text size="xs">
                    <Link to="/public/mail/detail" search={{ id: entry.mailId }}>
                      {t('documents.seeMail')}
                    </Link>
                  </Text>
                )}
              </Group>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {entry.body}
            </Text>
          </Paper>
        ))}
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Textarea
            label={t('documents.reply')}
            description={t('documents.replyHelp', { email: document.customer.email })}
            value={body}
            onChange={(event) => {
              setBody(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            autosize
            minRows={3}
            required
            name="body"
            data-testid="reply-body"
          />
          <Group justify="flex-end" mt="xs">
            <Button type="submit" loading={reply.isPending} data-testid="send-reply">
              {t('documents.sendReply')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
};
