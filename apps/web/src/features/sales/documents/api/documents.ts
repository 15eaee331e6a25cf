import {
  documentEndpoints,
  type EndpointBody,
  type EndpointQuery,
  labelEndpoints,
  storeEndpoints,
  type TDocument,
  type TFullDocument,
} from '@colophon/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { cacheTimes } from '@/config/cache-times.ts';
import { i18n } from '@/i18n/i18n.ts';
import { call, download } from '@/lib/api.ts';
import { queryKeysFactory } from '@/lib/query-keys.ts';

export const documentKeys = queryKeysFactory('documents');
export type DocumentsQuery = EndpointQuery<typeof documentEndpoints.list>;

export const documentsQueryOptions = (query: DocumentsQuery) =>
  queryOptions({
    queryKey: documentKeys.list(query),
    queryFn: ({ signal }) => call(documentEndpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** The whole document: lines, payments, packages, related documents, messages, its history. */
export const documentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: documentKeys.detail(id),
    queryFn: ({ signal }) => call(documentEndpoints.full, { query: { id } }, { signal }),
  });

export const storesQueryOptions = () =>
  queryOptions({
    queryKey: ['stores'],
    queryFn: ({ signal }) => call(storeEndpoints.list, {}, { signal }),
    staleTime: cacheTimes.options,
  });

export type ActionName =
  | 'validatePayment'
  | 'shippItems'
  | 'cancelItems'
  | 'deliveryPackage'
  | 'paymentStatus'
  | 'comment'
  | 'shippingAddress'
  | 'notifyPicking'
  | 'validatePicking';
export type ActionBody<A extends ActionName> = EndpointBody<(typeof documentEndpoints)[A]>;
export type ActionInput = { [A in ActionName]: { action: A; body: ActionBody<A> } }[ActionName];

/**
 * The actions of the state machine on the document read: the answer (the document as it is now)
 * goes into the detail's cache at once, then the detail (history, related documents) and the lists
 * refresh. Failures are the page's to show (a stale version with its reload).
 */
export const useDocumentAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body }: ActionInput) =>
      (call as (endpoint: unknown, input: { body: unknown }) => Promise<TDocument>)(
        documentEndpoints[action],
        {
          body,
        },
      ),
    meta: { silent: true },
    onSuccess: (document) => {
      queryClient.setQueryData<TFullDocument>(documentKeys.detail(document.id), (previous) =>
        previous ? { ...previous, ...document } : previous,
      );
      // The action is done once its answer shows; the rest follows without holding the page.
      void queryClient.invalidateQueries({ queryKey: documentKeys.detail(document.id) });
      void queryClient.invalidateQueries({ queryKey: documentKeys.lists() });
    },
  });
};

/** Writes to the customer about the order: kept in the thread, mailed through the mail log. */
export const useReplyToCustomer = (documentId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof documentEndpoints.reply>) =>
      call(documentEndpoints.reply, { body }),
    meta: { successMessage: i18n.t('documents.replySent') },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.detail(documentId) }),
  });
};

/** The invoice (or the document) as a PDF, as the API names it. */
export const downloadInvoice = (id: number) => download(documentEndpoints.invoicePdf, { query: { id } });

/** A package's shipping label PDF (made once, then kept by the API). */
export const downloadLabel = (id: number, packageId: number) =>
  download(labelEndpoints.generate, { query: { id, packageId } });

/** The labels of several orders' packages on their way, one page each, in one PDF. */
export const downloadLabels = (ids: number[]) =>
  download(labelEndpoints.batch, { query: { ids: ids.join(',') } });
