import { type EndpointQuery, productEndpoints } from '@colophon/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadRaw } from '@/features/catalog/shared/raw-request.ts';

/** The CSV of every product of the list's filters, streamed by the API (not only the page shown). */
export const useExportProducts = () =>
  useMutation({
    meta: { quietSuccess: true },
    mutationFn: (query: EndpointQuery<typeof productEndpoints.exportCsv>) =>
      downloadRaw(
        productEndpoints.exportCsv.path,
        query,
        `produits-${new Date().toISOString().slice(0, 10)}.csv`,
      ),
  });
