import type { TDocumentSummary } from '@colophon/contract';
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { client } from '@/config/client.ts';
import { downloadLabels } from '@/features/sales/documents/api/documents.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { printPdf } from './print-pdf.ts';

/**
 * The selected orders' labels, one page per package on its way, in one PDF sent to the printer
 * (`generateLabels`). An order without a package adds nothing; none at all is said by the API.
 */
export const PrintLabelsButton = ({ documents }: { documents: TDocumentSummary[] }) => {
  const { t } = useTranslation();
  const print = useMutation({
    mutationFn: () => downloadLabels(documents.map((document) => document.id)),
    onSuccess: printPdf,
  });
  if (!client.features.generateLabels) return null;
  const orders = documents.filter((document) => document.documentType === 'Order');
  return (
    <Button
      size="xs"
      variant="default"
      disabled={orders.length === 0}
      loading={print.isPending}
      onClick={() => print.mutate()}
      data-testid="print-labels"
    >
      {t('documents.printLabels')}
    </Button>
  );
};
