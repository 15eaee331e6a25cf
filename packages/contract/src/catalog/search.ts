import { z } from 'zod';
import { ZListQuery, ZPage } from '../action-result.ts';
import { claim } from '../claims.ts';
import { defineEndpoint } from '../endpoint.ts';
import { catalogFilters, ZProductExportQuery, ZPublicProduct } from './products.ts';
import { MAX_PUBLIC_DEPTH } from './public-limits.ts';

/** One value of a facet, with the number of matching products that have it. */
export const ZFacetValue = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export type TFacetValue = z.infer<typeof ZFacetValue>;

export const facetNames = [
  'availability',
  'category',
  'publisher',
  'collection',
  'author',
  'priceRange',
  'releaseDateRange',
  'stock',
  'visibility',
] as const;
export type TFacetName = (typeof facetNames)[number];

/** The counts of each facet over the products that match the words and the other filters. */
export const ZFacets = z.object(
  Object.fromEntries(facetNames.map((name) => [name, z.array(ZFacetValue)])) as Record<
    TFacetName,
    z.ZodArray<typeof ZFacetValue>
  >,
);
export type TFacets = z.infer<typeof ZFacets>;

const ZSearchFields = ZListQuery.omit({ sort: true }).extend(catalogFilters);
/** Words or an EAN, and the facet filters (each named after the facet it comes from). */
export const ZSearchQuery = ZSearchFields.superRefine((query, context) => {
  if (query.page * query.pageSize > MAX_PUBLIC_DEPTH)
    context.addIssue({ code: 'custom', path: ['page'], message: 'searchTooDeep' });
});
export type TSearchQuery = z.output<typeof ZSearchQuery>;
export const ZFacetsQuery = ZSearchFields.omit({ page: true, pageSize: true });
export type TFacetsQuery = z.output<typeof ZFacetsQuery>;

export const searchEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/Common/Catalog/Search',
    access: 'public',
    summary:
      'Visible products matching words (French, accent-insensitive, typo-tolerant) or an EAN, best first; totalCount is exact up to 1000 and estimated above',
    query: ZSearchQuery,
    response: ZPage(ZPublicProduct),
  }),
  searchWithFacets: defineEndpoint({
    method: 'GET',
    path: '/Common/Catalog/SearchWithFacets',
    access: 'public',
    summary:
      'The search and the facet counts of its results; counts over more than 10 000 products are estimated',
    query: ZSearchQuery,
    response: ZPage(ZPublicProduct).extend({ facets: ZFacets }),
  }),
  facets: defineEndpoint({
    method: 'GET',
    path: '/Common/Catalog/Facets',
    access: 'public',
    summary:
      'The facet counts of the visible products matching the words and filters; estimated over more than 10 000 products',
    query: ZFacetsQuery,
    response: ZFacets,
  }),
};

/** The product list's filters and words, without its sort. */
export const ZProductFacetsQuery = ZProductExportQuery.omit({ sort: true });
export type TProductFacetsQuery = z.output<typeof ZProductFacetsQuery>;

/** The subject schemes of a product: CLIL (its `categories`) and Thema (its `classifications`). */
export const subjectSchemes = ['clil', 'thema'] as const;
export type TSubjectScheme = (typeof subjectSchemes)[number];
export const MAX_SUBJECT_CHOICES = 50;

/** The subjects of a scheme staff choose among: words of the heading, or the start of the code. */
export const ZProductSubjectsQuery = z.object({
  scheme: z.enum(subjectSchemes),
  search: z.string().trim().max(100).optional(),
});
export type TProductSubjectsQuery = z.output<typeof ZProductSubjectsQuery>;

/** The back office's facets: what staff filter the product list by. */
export const productFacetEndpoints = {
  facets: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Catalog/ProductFacets',
    access: claim('Catalog', 'ProductList'),
    summary:
      'The facet counts of the product list for its words and filters: every product, hidden ones and those the restrictions keep off the public side included; estimated over more than 10 000 products',
    query: ZProductFacetsQuery,
    response: ZFacets,
  }),
  subjects: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Catalog/ProductSubjects',
    access: claim('Catalog', 'ProductList'),
    summary:
      'The CLIL or Thema subjects the catalogue’s products carry (code as value, heading as label, how many products), most carried first, matching words of the heading (accents aside) or the start of the code; at most 50',
    query: ZProductSubjectsQuery,
    response: z.array(ZFacetValue),
  }),
};
