import { normalizeEan, ZEan } from '@colophon/contract';
import { Badge, Button, Group, Paper, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useCheckRestrictions } from '@/features/catalog/restrictions/api/check-restrictions.ts';
import { message } from '@/i18n/i18n.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

/** The EANs typed, one per line or separated by spaces, commas or semicolons. */
const eansOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map(normalizeEan)
    .filter(Boolean);

/** Checks EANs against the active restrictions: shown on the public site or not, and by which rule. */
export const CheckEansPanel = () => {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const check = useCheckRestrictions();

  const run = () => {
    const eans = eansOf(text);
    const invalid = eans.filter((ean) => !ZEan.safeParse(ean).success);
    if (eans.length === 0) return setError(message('required'));
    if (invalid.length > 0) return setError(`${message('invalidEan')} ${invalid.join(', ')}`);
    if (eans.length > 200) return setError(t('catalog.restriction.tooManyEans'));
    setError(undefined);
    check.mutate(eans);
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="check-eans" data-testid="check-eans">
      <Title order={2} size="h4" id="check-eans" mb={4}>
        {t('catalog.restriction.checkTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('catalog.restriction.checkHint')}
      </Text>
      <Stack gap="sm">
        <Textarea
          label={t('catalog.restriction.eans')}
          autosize
          minRows={2}
          maxRows={8}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error}
          name="eans"
        />
        <Group>
          <Button variant="default" onClick={run} loading={check.isPending} data-testid="check-eans-run">
            {t('catalog.restriction.check')}
          </Button>
        </Group>
        {check.data && (
          <Table withTableBorder striped data-testid="check-results">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('catalog.product.ean')}</Table.Th>
                <Table.Th>{t('catalog.product.title')}</Table.Th>
                <Table.Th>{t('catalog.restriction.onSite')}</Table.Th>
                <Table.Th>{t('catalog.restriction.reasons')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {check.data.map((row) => (
                <Table.Tr key={row.ean}>
                  <Table.Td ff="monospace">{row.ean}</Table.Td>
                  <Table.Td>{row.title ?? t('catalog.restriction.unknownProduct')}</Table.Td>
                  <Table.Td>
                    {row.productId === null ? null : row.isExcluded ? (
                      <Badge color="red" variant="dot">
                        {t('catalog.restriction.excluded')}
                      </Badge>
                    ) : (
                      <Badge color="green" variant="dot">
                        {t('catalog.restriction.shown')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {row.reasons.map((reason) => (
                      <Text size="sm" key={`${reason.restrictionId}-${reason.type}`}>
                        {reason.reason}
                      </Text>
                    ))}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
};
