import type { TOnixRecordError } from '@colophon/contract';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation.ts';

/**
 * Records of an import's report, each with its line, reference and reason: those skipped, or those
 * imported with a part left out. `count` is how many there were; the report keeps the first ones.
 */
export const OnixRecordTable = ({
  records,
  count,
  title,
  testId,
}: {
  records: TOnixRecordError[];
  count: number;
  title: string;
  testId: string;
}) => {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" mt="md">
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Table.ScrollContainer minWidth={480} maxHeight={320}>
        <Table striped withTableBorder fz="sm" data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th ta="right">{t('catalog.onix.line')}</Table.Th>
              <Table.Th>{t('catalog.onix.recordReference')}</Table.Th>
              <Table.Th>{t('catalog.onix.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {records.map((record) => (
              <Table.Tr key={`${record.line}-${record.recordReference ?? ''}-${record.reason}`}>
                <Table.Td ta="right">{record.line}</Table.Td>
                <Table.Td ff="monospace">{record.recordReference ?? '—'}</Table.Td>
                <Table.Td>{record.reason}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {records.length < count && (
        <Text size="xs" c="dimmed">
          {t('catalog.onix.firstErrors', { count: records.length })}
        </Text>
      )}
    </Stack>
  );
};
