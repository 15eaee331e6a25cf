import { Badge, Button, Menu, Paper, Table, Text, Title } from '@mantine/core';
import {
  paymentMethodLabel,
  paymentStatusColor,
  paymentStatusLabel,
} from '@/features/sales/documents/document-labels.ts';
import type { DocumentProps, RunAction } from '@/features/sales/documents/document-types.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatDateTime, formatPrice } from '@/lib/format.ts';
import { ScrollRegion } from './scroll-region.tsx';

/** The payments: method, amount, refunds, status, and the statuses the payment machine allows next. */
export const DocumentPayments = ({ document, run }: DocumentProps & { run: RunAction }) => {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm">
      <Title order={2} size="h5" mb="xs">
        {t('documents.payments')}
      </Title>
      {document.heldUntil && (
        <Text size="sm" c="dimmed" mb="xs" data-testid="document-held-until">
          {t('documents.heldUntil', { date: formatDateTime(document.heldUntil) })}
        </Text>
      )}
      {document.copiesReleased && document.status === 'PaymentFailed' && (
        <Text size="sm" c="dimmed" mb="xs" data-testid="document-copies-released">
          {t('documents.copiesReleased')}
        </Text>
      )}
      {document.payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('documents.noPayments')}
        </Text>
      ) : (
        <ScrollRegion label={t('documents.payments')}>
          <Table verticalSpacing="xs" fz="sm" data-testid="document-payments">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('documents.paymentMethod')}</Table.Th>
                <Table.Th ta="right">{t('documents.amount')}</Table.Th>
                <Table.Th ta="right">{t('documents.refunded')}</Table.Th>
                <Table.Th>{t('documents.status')}</Table.Th>
                <Table.Th>{t('documents.reference')}</Table.Th>
                <Table.Th>{t('documents.updatedAt')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {document.payments.map((payment) => (
                <Table.Tr key={payment.id} data-testid="document-payment">
                  <Table.Td>{paymentMethodLabel(payment.method)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatPrice(payment.amount)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="payment-refunded">
                    {payment.refunded > 0 ? formatPrice(payment.refunded) : ''}
                  </Table.Td>
                  <Table.Td>
                    <Badge
                      variant="light"
                      color={paymentStatusColor[payment.status]}
                      miw="max-content"
                      data-testid="payment-status"
                    >
                      {paymentStatusLabel(payment.status)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{payment.reference ?? ''}</Table.Td>
                  <Table.Td>{formatDateTime(payment.updatedAt)}</Table.Td>
                  <Table.Td>
                    {payment.allowedStatuses.length > 0 && (
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <Button size="compact-xs" variant="default" data-testid="payment-status-menu">
                            {t('documents.setPaymentStatus')}
                          </Button>
                        </Menu.Target>
                        <Menu.Dropdown>
                          {payment.allowedStatuses.map((status) => (
                            <Menu.Item
                              key={status}
                              onClick={() =>
                                void run(
                                  {
                                    action: 'paymentStatus',
                                    body: {
                                      id: document.id,
                                      version: document.version,
                                      paymentId: payment.id,
                                      status,
                                      reference: null,
                                    },
                                  },
                                  t('documents.confirmPaymentStatus', { status: paymentStatusLabel(status) }),
                                )
                              }
                            >
                              {t('documents.setPaymentStatusTo', { status: paymentStatusLabel(status) })}
                            </Menu.Item>
                          ))}
                        </Menu.Dropdown>
                      </Menu>
                    )}
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
