import { normalizeEan, ZEan } from '@colophon/contract';
import { Badge, Button, Group, Paper, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useCheckRestrictions } from '@/features/catalog/restrictions/api/check-restrictions.ts';
import { message } from '@/i18n/message.ts';
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

  const [invalid, setInvalid] = useState<string[]>([]);
  const run = () => {
    const eans = [...new Set(eansOf(text))];
    // Each line on its own: a typo is reported on its row, the other EANs are still checked.
    const valid = eans.filter((ean) => ZEan.safeParse(ean).success);
    if (eans.length === 0) return setError(message('required'));
    if (valid.length > 200) return setError(t('catalog.restriction.tooManyEans'));
    setError(undefined);
    setInvalid(eans.filter((ean) => !valid.includes(ean)));
    if (valid.length > 0) check.mutate(valid);
    else check.reset();
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
        {(check.data || invalid.length > 0) && (
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
              {invalid.map((ean) => (
                <Table.Tr key={`invalid-${ean}`} data-testid="check-invalid">
                  <Table.Td ff="monospace">{ean}</Table.Td>
                  <Table.Td />
                  <Table.Td>
                    <Badge color="orange" variant="dot">
                      {t('catalog.restriction.invalidLine')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{message('invalidEan')}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
              {(check.data ?? []).map((row) => (
                <Table.Tr key={row.ean} data-testid={`check-${row.ean}`}>
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
