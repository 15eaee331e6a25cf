import { isNewBook, productNature, type TProductNature } from '@colophon/contract';

/** What the book laws read of a product: its form, rate and switch, its dates. */
export interface BookLawSource {
  productForm: string | null;
  taxRate: number;
  secondHand: boolean;
  /** The publication date in force (staff's override when there is one). */
  releaseDate: string | null;
  /** The publication date the feed gives, when the product comes from the feed. */
  feedReleaseDate: string | null;
  lastSupplyDate: string | null;
}

/**
 * The publication date the law reads: the publisher's (the feed's) when the feed gives one, since a
 * date typed over it proves nothing; else the one staff gave (the shop's own products, or a feed
 * record without a date).
 */
export const publicationDateOf = (product: Pick<BookLawSource, 'releaseDate' | 'feedReleaseDate'>) =>
  product.feedReleaseDate ?? product.releaseDate;

/** What the Loi Lang sees in a product on the shop's day `today`: its nature and, for a book, whether it is new. */
export const bookLawFacts = (
  product: BookLawSource,
  today: string,
): { nature: TProductNature; isNewBook: boolean } => {
  const nature = productNature(product);
  return {
    nature,
    isNewBook:
      nature === 'book' &&
      isNewBook({ releaseDate: publicationDateOf(product), lastSupplyDate: product.lastSupplyDate, today }),
  };
};
