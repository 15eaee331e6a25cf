import { Badge, Group, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import {
  documentStatusColor,
  documentStatusLabel,
  documentTypeLabel,
} from '@/features/sales/documents/document-labels.ts';
import type { DocumentProps } from '@/features/sales/documents/document-types.ts';
import { translateDynamic } from '@/i18n/i18n.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatDateTime, formatPrice } from '@/lib/format.ts';

/** The document's life, oldest first: each step, who took it, and the status it left. */
export const DocumentTimeline = ({ document }: DocumentProps) => {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm">
      <Title order={2} size="h5" mb="sm">
        {t('documents.timeline')}
      </Title>
      <Timeline
        active={document.history.length - 1}
        bulletSize={14}
        lineWidth={2}
        data-testid="document-timeline"
      >
        {document.history.map((event, index) => (
          <Timeline.Item
            // The history is append-only: its position is its identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
            key={index}
            title={translateDynamic(`documents.events.${event.action}`) ?? event.action}
            data-testid="timeline-event"
          >
            <Group gap={6}>
              {event.status !== event.statusBefore && (
                <Badge size="xs" variant="dot" color={documentStatusColor[event.status]}>
                  {documentStatusLabel(event.status)}
                </Badge>
              )}
              <Text size="xs" c="dimmed">
                {formatDateTime(event.at)}
                {event.userName ? ` · ${t('documents.byUser', { user: event.userName })}` : ''}
              </Text>
            </Group>
          </Timeline.Item>
        ))}
      </Timeline>
    </Paper>
  );
};

/** The documents made from the same order: the order, its delivery notes and invoices. */
export const RelatedDocuments = ({ document }: DocumentProps) => {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm">
      <Title order={2} size="h5" mb="xs">
        {t('documents.related')}
      </Title>
      {document.relatedDocuments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('documents.noRelated')}
        </Text>
      ) : (
        <Stack gap={6} data-testid="related-documents">
          {document.relatedDocuments.map((related) => (
            <Group key={related.id} justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm">
                <Link to="/public/document/detail" search={{ id: related.id }} data-testid="related-document">
                  {documentTypeLabel(related.documentType)} {related.number}
                </Link>
              </Text>
              <Group gap={6} wrap="nowrap">
                <Badge size="xs" variant="dot" color={documentStatusColor[related.status]}>
                  {documentStatusLabel(related.status)}
                </Badge>
                <Text size="xs">{formatPrice(related.total)}</Text>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
};
