import { type Locale, mailEndpoints } from '@colophon/contract';
import { queryOptions } from '@tanstack/react-query';
import { cacheTimes } from '@/config/cache-times.ts';
import { call } from '@/lib/api.ts';

export const mailPreviewQueryOptions = (template: 'forgotPassword', locale: Locale) =>
  queryOptions({
    queryKey: ['mails', 'preview', template, locale],
    queryFn: ({ signal }) => call(mailEndpoints.preview, { query: { template, locale } }, { signal }),
    staleTime: cacheTimes.options,
  });
