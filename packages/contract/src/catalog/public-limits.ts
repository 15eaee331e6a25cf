/**
 * How deep the public search can be paged: a page whose last product lies past this many (page ×
 * pageSize) is refused, so that no anonymous request makes the database skip a million matches.
 */
export const MAX_PUBLIC_DEPTH = 10_000;
