import '@/i18n/areas/sales.ts';
import { Alert, Anchor, Badge, Button, Grid, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { StaleVersionAlert } from '@/components/errors/stale-version-alert.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { client } from '@/config/client.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { errorText } from '@/lib/api-error.ts';
import { formatDate, formatDateTime } from '@/lib/format.ts';
import { documentQueryOptions, downloadInvoice, useDocumentAction } from './api/documents.ts';
import { DocumentActions } from './components/document-actions.tsx';
import { DocumentAddresses } from './components/document-addresses.tsx';
import { DocumentComment } from './components/document-comment.tsx';
import { DocumentLines } from './components/document-lines.tsx';
import { DocumentMessages } from './components/document-messages.tsx';
import { DocumentPackages } from './components/document-packages.tsx';
import { DocumentPayments } from './components/document-payments.tsx';
import { DocumentTimeline, RelatedDocuments } from './components/document-side.tsx';
import { printPdf, savePdf } from './components/print-pdf.ts';
import {
  documentStatusColor,
  documentStatusLabel,
  documentTypeLabel,
  paymentMethodLabel,
  paymentStatusColor,
  paymentStatusLabel,
  shippingMethodLabel,
} from './document-labels.ts';
import { useOrderActions } from './use-order-actions.ts';

const route = getRouteApi('/_app/public/document/detail');

/** /public/document/detail?id=: one order, its lines, payments, packages, addresses, exchanges and history. */
export const DocumentDetailPage = () => {
  const { t } = useTranslation();
  const { id } = route.useSearch();
  if (!id)
    return (
      <>
        <PageHeader title={t('screens.publicDocumentDetail')} />
        <Text>{t('documents.noneChosen')}</Text>
      </>
    );
  return <DocumentDetail id={id} />;
};

const DocumentDetail = ({ id }: { id: number }) => {
  const { t } = useTranslation();
  const query = useQuery(documentQueryOptions(id));
  const action = useDocumentAction();
  const { run, reload, stale, selected, setSelected } = useOrderActions(action, () => query.refetch());
  const pdf = useMutation({
    mutationFn: async ({ documentId, print }: { documentId: number; print: boolean }) => {
      const file = await downloadInvoice(documentId);
      if (print) printPdf(file);
      else savePdf(file, `${documentId}.pdf`);
    },
    meta: { quietSuccess: true },
  });
  const document = query.data;
  if (!document) {
    if (query.error)
      return (
        <>
          <PageHeader title={t('screens.publicDocumentDetail')} />
          <Alert color="red" variant="light" title={t('common.loadFailed')} role="alert">
            {errorText(query.error)}
          </Alert>
        </>
      );
    return (
      <>
        <PageHeader title={t('screens.publicDocumentDetail')} />
        <Text>{t('common.loading')}</Text>
      </>
    );
  }

  const invoice = document.relatedDocuments.find((related) => related.documentType === 'Invoice');
  const creditNotes = document.relatedDocuments.filter((related) => related.documentType === 'CreditNote');
  // An invoice or a credit note is its own PDF; an order's (or a delivery note's) is its invoice, once made.
  const billing = document.documentType === 'Invoice' || document.documentType === 'CreditNote';
  const customerName = `${document.customer.firstName} ${document.customer.lastName}`;

  return (
    <Stack gap="md" data-testid="document-detail">
      <PageHeader title={`${documentTypeLabel(document.documentType)} ${document.number}`}>
        {invoice && (
          <Button
            variant="default"
            onClick={() => pdf.mutate({ documentId: invoice.id, print: true })}
            data-testid="print-invoice"
          >
            {t('documents.printInvoiceOf', { number: invoice.number })}
          </Button>
        )}
        {creditNotes.map((note) => (
          <Button
            key={note.id}
            variant="default"
            onClick={() => pdf.mutate({ documentId: note.id, print: true })}
            data-testid="print-credit-note"
          >
            {t('documents.printCreditNoteOf', { number: note.number })}
          </Button>
        ))}
        <Button
          variant="default"
          onClick={() => pdf.mutate({ documentId: document.id, print: true })}
          data-testid="print-document"
        >
          {t('documents.printInvoice')}
        </Button>
        <Button
          variant="default"
          onClick={() =>
            pdf.mutate({ documentId: billing ? document.id : (invoice?.id ?? document.id), print: false })
          }
          loading={pdf.isPending}
          data-testid="download-pdf"
        >
          {t('documents.downloadInvoice')}
        </Button>
      </PageHeader>

      {stale && (
        <StaleVersionAlert
          title={t('documents.conflictTitle')}
          text={t('documents.conflictText')}
          reloadLabel={t('documents.conflictReload')}
          onReload={() => void reload()}
        />
      )}

      <Group gap="sm" wrap="wrap" data-testid="document-summary">
        <Badge
          size="lg"
          variant="dot"
          color={documentStatusColor[document.status]}
          data-testid="document-status"
        >
          {documentStatusLabel(document.status)}
        </Badge>
        <Badge
          size="lg"
          variant="light"
          color={paymentStatusColor[document.paymentStatus]}
          data-testid="document-payment-status"
        >
          {paymentStatusLabel(document.paymentStatus)}
        </Badge>
        {document.guest && (
          <Badge
            size="lg"
            variant="outline"
            color="gray"
            title={t('documents.guestHint')}
            data-testid="document-guest"
          >
            {t('documents.guest')}
          </Badge>
        )}
        <Text size="sm">{t('documents.placedOn', { date: formatDateTime(document.createdAt) })}</Text>
        <Text size="sm">· {paymentMethodLabel(document.paymentMethod)}</Text>
        <Text size="sm">· {shippingMethodLabel(document.shippingMethod)}</Text>
        {client.features.showDocumentOwner && (
          <Text size="sm" data-testid="document-owner">
            · {t('documents.owner')} : {document.ownerUserName ?? t('common.none')}
          </Text>
        )}
      </Group>
      {document.creditedInvoice && (
        <Text size="sm" data-testid="credited-invoice">
          <Link to="/public/document/detail" search={{ id: document.creditedInvoice.id }}>
            {t('documents.creditNoteOf', {
              number: document.creditedInvoice.number,
              date: formatDate(document.creditedInvoice.createdAt),
            })}
          </Link>
        </Text>
      )}
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {customerName}
        </Text>
        <Anchor size="sm" href={`mailto:${document.customer.email}`}>
          {document.customer.email}
        </Anchor>
        <Anchor
          size="sm"
          href={`/public/customer/detail?id=${document.customer.id}`}
          data-testid="customer-link"
        >
          {t('documents.openCustomer')}
        </Anchor>
        <Text size="sm">
          <Link
            to="/public/document"
            search={{ customerId: document.customer.id }}
            data-testid="customer-orders"
          >
            {t('documents.customerOrders')}
          </Link>
        </Text>
      </Group>

      <DocumentActions document={document} selected={selected} run={run} pending={action.isPending} />

      <Grid gap="md">
        <Grid.Col span={{ base: 12, xl: 8 }}>
          <Stack gap="md">
            <DocumentLines document={document} selected={selected} onSelect={setSelected} />
            <DocumentPayments document={document} run={run} />
            <DocumentPackages document={document} run={run} />
            <DocumentAddresses document={document} run={run} />
            <DocumentComment key={document.version} document={document} run={run} />
            {client.features.documentMessage && document.documentType === 'Order' && (
              <DocumentMessages document={document} />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 4 }}>
          <Stack gap="md">
            <DocumentTimeline document={document} />
            <RelatedDocuments document={document} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
};
