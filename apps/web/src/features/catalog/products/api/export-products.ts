import { type EndpointQuery, productEndpoints } from '@colophon/contract';
import { useMutation } from '@tanstack/react-query';
import { download } from '@/lib/api.ts';
import { saveFile } from '@/lib/csv.ts';

/** The CSV of every product of the list's filters, streamed by the API (not only the page shown). */
export const useExportProducts = () =>
  useMutation({
    meta: { quietSuccess: true },
    mutationFn: async (query: EndpointQuery<typeof productEndpoints.exportCsv>) => {
      const { blob, fileName } = await download(productEndpoints.exportCsv, { query });
      saveFile(blob, fileName ?? `produits-${new Date().toISOString().slice(0, 10)}.csv`);
    },
  });
