import { Button, Group, Paper, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import type { DocumentProps, RunAction } from '@/features/sales/documents/document-types.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

/** The staff's internal comment: editable when the shop has `editDocumentComment` (the API says so). */
export const DocumentComment = ({ document, run }: DocumentProps & { run: RunAction }) => {
  const { t } = useTranslation();
  const [comment, setComment] = useState(document.comment ?? '');
  const editable = document.allowedActions.includes('DocumentComment');
  const changed = comment.trim() !== (document.comment ?? '');
  return (
    <Paper withBorder p="sm">
      <Title order={2} size="h5" mb="xs">
        {t('documents.comment')}
      </Title>
      {editable ? (
        <>
          <Textarea
            aria-label={t('documents.comment')}
            description={t('documents.commentHelp')}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={10_000}
            data-testid="document-comment"
          />
          <Group justify="flex-end" mt="xs">
            <Button
              size="sm"
              disabled={!changed}
              onClick={() =>
                void run(
                  {
                    action: 'comment',
                    body: { id: document.id, version: document.version, comment: comment.trim() || null },
                  },
                  null,
                )
              }
              data-testid="save-comment"
            >
              {t('documents.saveComment')}
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="document-comment-text">
            {document.comment ?? t('documents.noComment')}
          </Text>
          <Text size="xs" c="dimmed" mt={4}>
            {t('documents.commentReadOnly')}
          </Text>
        </>
      )}
    </Paper>
  );
};
