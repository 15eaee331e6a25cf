import { Badge, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentKeys, downloadLabel } from '@/features/sales/documents/api/documents.ts';
import type { DocumentProps, RunAction } from '@/features/sales/documents/document-types.ts';
import { currentLocale } from '@/i18n/i18n.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatDateTime, formatNumber } from '@/lib/format.ts';
import { printPdf, savePdf } from './print-pdf.ts';
import { ScrollRegion } from './scroll-region.tsx';

/** The packages: carrier, tracking, contents, weight, and their labels to download or print. */
export const DocumentPackages = ({ document, run }: DocumentProps & { run: RunAction }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const label = useMutation({
    mutationFn: async ({ packageId, print }: { packageId: number; print: boolean }) => {
      const file = await downloadLabel(document.id, packageId);
      if (print) printPdf(file);
      else savePdf(file, `etiquette-${document.number}-${packageId}.pdf`);
    },
    meta: { quietSuccess: true },
    // The label is kept once made: the package now says so.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.detail(document.id) }),
  });
  const titleOf = (id: number) => document.items.find((item) => item.id === id)?.title ?? `#${id}`;
  if (document.documentType !== 'Order') return null;
  return (
    <Paper withBorder p="sm">
      <Title order={2} size="h5" mb="xs">
        {t('documents.packages')}
      </Title>
      {document.packages.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('documents.noPackages')}
        </Text>
      ) : (
        <ScrollRegion label={t('documents.packages')}>
          <Table verticalSpacing="xs" fz="sm" data-testid="document-packages">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('documents.carrier')}</Table.Th>
                <Table.Th>{t('documents.trackingNumber')}</Table.Th>
                <Table.Th>{t('documents.packageLines')}</Table.Th>
                <Table.Th ta="right">{t('documents.weight')}</Table.Th>
                <Table.Th>{t('documents.shippedAt')}</Table.Th>
                <Table.Th>{t('documents.status')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {document.packages.map((parcel) => (
                <Table.Tr key={parcel.id} data-testid="document-package">
                  <Table.Td>{parcel.carrier}</Table.Td>
                  <Table.Td ff="monospace" data-testid="package-tracking">
                    {parcel.trackingNumber}
                  </Table.Td>
                  <Table.Td>{parcel.itemIds.map(titleOf).join(', ')}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatNumber(parcel.weight / 1000, currentLocale())} kg
                  </Table.Td>
                  <Table.Td>{formatDateTime(parcel.shippedAt)}</Table.Td>
                  <Table.Td>
                    <Badge
                      variant="dot"
                      color={parcel.status === 'Delivered' ? 'green' : 'cyan'}
                      miw="max-content"
                      data-testid="package-status"
                    >
                      {parcel.status === 'Delivered'
                        ? `${t('documents.deliveredAt')} ${formatDateTime(parcel.deliveredAt)}`
                        : t('documents.track', { tracking: parcel.trackingNumber })}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {parcel.allowedActions.includes('DeliveryPackage') && (
                        <Button
                          size="compact-xs"
                          onClick={() =>
                            void run(
                              {
                                action: 'deliveryPackage',
                                body: { id: document.id, version: document.version, packageId: parcel.id },
                              },
                              t('documents.confirmDeliveryPackage', { tracking: parcel.trackingNumber }),
                            )
                          }
                          data-testid="package-delivered"
                        >
                          {t('documents.deliveryPackage')}
                        </Button>
                      )}
                      {parcel.allowedActions.includes('GenerateLabel') && (
                        <>
                          <Button
                            size="compact-xs"
                            variant="default"
                            onClick={() => label.mutate({ packageId: parcel.id, print: true })}
                            data-testid="print-label"
                          >
                            {t('documents.printLabel')}
                          </Button>
                          <Button
                            size="compact-xs"
                            variant="default"
                            onClick={() => label.mutate({ packageId: parcel.id, print: false })}
                            data-testid="download-label"
                          >
                            {t('documents.downloadLabel')}
                          </Button>
                          {parcel.hasLabel && (
                            <Badge size="xs" variant="light" color="gray" data-testid="label-made">
                              {t('documents.label')} · {t('documents.labelMade')}
                            </Badge>
                          )}
                        </>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </Paper>
  );
};
