import { priceRanges, productSortFields } from '@colophon/contract';
import { optional, sortOf, ZListSearch, ZSearchFlag, ZSearchText } from '@/lib/search.ts';
import * as s from '@/lib/search-schema.ts';

/** The product screens' state in the URL: the list's filters and the detail's open tab. */

export const productTabs = [
  'identity',
  'publishing',
  'prices',
  'description',
  'measures',
  'media',
  'variations',
] as const;
export type ProductTab = (typeof productTabs)[number];

export const ZProductListSearch = ZListSearch.extend({
  sort: sortOf(productSortFields),
  /** Availability codes, comma-separated. */
  availability: ZSearchText,
  publisher: ZSearchText,
  collection: ZSearchText,
  category: ZSearchText,
  priceRange: optional(s.enum(priceRanges)),
  isVisible: ZSearchFlag,
  isCustom: ZSearchFlag,
});
export type TProductListSearch = s.Infer<typeof ZProductListSearch>;
