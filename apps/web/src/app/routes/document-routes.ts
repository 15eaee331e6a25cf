import { ZDocumentListSearch } from '@/features/sales/documents/document-search.ts';
import { ZDetailSearch } from '@/lib/search.ts';
import { detailRoute, lazyPage, listRoute } from './screen-routes.ts';

/* Orders and the documents made from them (issue 11): the list and the detail with its actions. */

const documents = () => import('@/features/sales/documents/api/documents.ts');

export const publicDocumentRoute = listRoute({
  path: 'public/document',
  title: 'publicDocument',
  search: ZDocumentListSearch,
  load: async ({ queryClient, query }) =>
    queryClient.ensureQueryData((await documents()).documentsQueryOptions(query)),
  page: lazyPage(() => import('@/features/sales/documents/document-list-page.tsx'), 'DocumentListPage'),
});

export const publicDocumentDetailRoute = detailRoute({
  path: 'public/document/detail',
  title: 'publicDocumentDetail',
  search: ZDetailSearch,
  load: async ({ queryClient, id }) =>
    id && queryClient.ensureQueryData((await documents()).documentQueryOptions(id)),
  page: lazyPage(() => import('@/features/sales/documents/document-detail-page.tsx'), 'DocumentDetailPage'),
});

export const documentRoutes = [publicDocumentRoute, publicDocumentDetailRoute] as const;
