import type { TClient } from '../hosting/client.ts';
import type { TCustomerRole } from '../sales/customers.ts';
import type { TShippingMethod } from '../sales/documents.ts';

/**
 * The French book-price laws, as the discount engine, the discount checks and the discount screen
 * read them (one set of numbers, here).
 *
 * - Loi Lang (loi n° 81-766 du 10 août 1981, art. 1): a new book is sold at most 5 % below the price
 *   its publisher fixed; public bodies buying for lending libraries get up to 9 % (art. 3). A book is
 *   new while its publication is less than two years old or its last restocking less than six months
 *   old (art. 5).
 * - Loi Darcos (loi n° 2021-1901 du 30 décembre 2021, arrêté du 4 avril 2023): the delivery of new
 *   books is never free; under 35 € of books it costs at least 3 €; collecting them in a store is exempt.
 */
export const LOI_LANG_MAX_RATE = 0.05;
export const LOI_LANG_LIBRARY_MAX_RATE = 0.09;
export const NEW_BOOK_PUBLICATION_MONTHS = 24;
export const NEW_BOOK_RESTOCK_MONTHS = 6;
export const DARCOS_THRESHOLD_CENTS = 3500;
export const DARCOS_MINIMUM_CENTS = 300;

/** The law applies to a shop that says so, and by default to a French shop (a client without `country` is French). */
export const bookPriceLawApplies = (client: Pick<TClient, 'country' | 'bookPriceLaw'>) =>
  client.bookPriceLaw ?? (client.country ?? 'FR') === 'FR';

const monthsBefore = (now: Date, months: number) => {
  const date = new Date(now.getTime());
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};

/**
 * Whether a book is new in the sense of the Loi Lang at `now`: published (its ONIX publishing date)
 * within two years, or restocked within six months. A book not yet published is new.
 */
export const isNewBook = (
  book: { releaseDate: string | null; restockedAt: Date | string | null },
  now: Date,
) => {
  if (
    book.releaseDate !== null &&
    new Date(`${book.releaseDate}T00:00:00Z`) > monthsBefore(now, NEW_BOOK_PUBLICATION_MONTHS)
  )
    return true;
  if (book.restockedAt !== null && new Date(book.restockedAt) > monthsBefore(now, NEW_BOOK_RESTOCK_MONTHS))
    return true;
  return false;
};

/** The largest share of a new book's price a buyer of this role may be given off. */
export const maxNewBookDiscountRate = (role: TCustomerRole | null) =>
  role === 'PublicBody' ? LOI_LANG_LIBRARY_MAX_RATE : LOI_LANG_MAX_RATE;

/** The largest discount, in cents, on `grossCents` of new books for this buyer (rounded down: the law is a ceiling). */
export const maxNewBookDiscountCents = (grossCents: number, role: TCustomerRole | null) =>
  Math.floor(grossCents * maxNewBookDiscountRate(role) + 1e-9);

/** Collecting the books in a store: no delivery, so no Darcos floor. */
export const isCollectedShipping = (method: TShippingMethod) =>
  method === 'Pickup' || method === 'ProWithdrawal';

/** The lowest delivery price the Loi Darcos allows for `booksCents` of new books (0 when collected). */
export const darcosFloorCents = (method: TShippingMethod, booksCents: number) => {
  if (isCollectedShipping(method)) return 0;
  return booksCents < DARCOS_THRESHOLD_CENTS ? DARCOS_MINIMUM_CENTS : 1;
};
