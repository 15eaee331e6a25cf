import { BOOK_TAX_RATE } from '../catalog/money.ts';
import type { TClient } from '../hosting/client.ts';
import type { TCustomerRole } from '../sales/customers.ts';
import type { TShippingMethod } from '../sales/documents.ts';

/**
 * The French book-price laws, as the discount engine, the shop's delivery prices, the discount checks
 * and the discount screen read them (one set of numbers and rules, here; docs/rules/prices-and-book-laws.md).
 *
 * - Loi Lang (loi n° 81-766 du 10 août 1981, art. 1): a new book is sold at most 5 % below the price
 *   its publisher fixed; art. 3: up to 9 % for public bodies, schools, training and research bodies,
 *   works councils and unions buying for their own use, and for libraries open to the public. A book
 *   is new until it is proven published more than two years ago and last supplied more than six
 *   months ago (art. 5). Second-hand books (décret n° 2023-497) and other goods are priced freely.
 * - Loi n° 2011-590 du 26 mai 2011 (art. 2 and 3): an ebook's price is the publisher's, no discount.
 * - Loi n° 2014-779 du 8 juillet 2014 and loi n° 2021-1901 « Darcos » (art. 1 of the 1981 law), arrêté
 *   du 4 avril 2023: the delivery of new books is never free; under 35 € of new books it costs at
 *   least 3 €, from 35 € more than 0 €; collecting them in a bookshop is exempt.
 */
export const LOI_LANG_MAX_RATE = 0.05;
export const LOI_LANG_LIBRARY_MAX_RATE = 0.09;
export const NEW_BOOK_PUBLICATION_MONTHS = 24;
export const NEW_BOOK_SUPPLY_MONTHS = 6;
export const DARCOS_THRESHOLD_CENTS = 3500;
export const DARCOS_MINIMUM_CENTS = 300;

/** The law applies to a shop that says so, and by default to a French shop (a client without `country` is French). */
export const bookPriceLawApplies = (client: Pick<TClient, 'country' | 'bookPriceLaw'>) =>
  client.bookPriceLaw ?? (client.country ?? 'FR') === 'FR';

/** The day `months` months before `day` (YYYY-MM-DD), the day of the month kept or, past a short month's end, its last day. */
export const monthsBeforeDay = (day: string, months: number) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastOfMonth = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, lastOfMonth));
  return first.toISOString().slice(0, 10);
};

/**
 * The days the exemption of art. 5 is read against on the shop's day `today`: a book is old when it
 * was published before `publishedBefore` (more than two years ago) and last supplied before
 * `suppliedBefore` (more than six months ago). The SQL that finds new books reads the same days.
 */
export const newBookCutoffs = (today: string) => ({
  publishedBefore: monthsBeforeDay(today, NEW_BOOK_PUBLICATION_MONTHS),
  suppliedBefore: monthsBeforeDay(today, NEW_BOOK_SUPPLY_MONTHS),
});

/**
 * The one rule that says whether a book is new in the sense of the Loi Lang on the shop's day `today`
 * (YYYY-MM-DD). Art. 5 lets a retailer go under the publisher's price only for books « édités ou
 * importés depuis plus de deux ans, et dont le dernier approvisionnement remonte à plus de six mois »:
 * both must be proven, so a book with no known publication date or no known supply is new, as is a
 * book published or supplied exactly two years or six months ago, or not yet published.
 */
export const isNewBook = ({
  releaseDate,
  lastSupplyDate,
  today,
}: {
  releaseDate: string | null;
  lastSupplyDate: string | null;
  today: string;
}) => {
  const { publishedBefore, suppliedBefore } = newBookCutoffs(today);
  const old =
    releaseDate !== null &&
    releaseDate < publishedBefore &&
    lastSupplyDate !== null &&
    lastSupplyDate < suppliedBefore;
  return !old;
};

/**
 * What the laws see in a product, from its ONIX product form and its VAT rate (never from its dates):
 * - `ebook`: a digital form (E…) at the book rate: its publisher's price is final, nothing is shipped;
 * - `book`: a printed book (B…), a set of books (S…) or a form not given, at the book rate (5,5 %);
 * - `secondHandBook`: such a book the shop marked second-hand (« occasion »): priced freely;
 * - `other`: any other form (audio, video, stationery, goods…) or any other VAT rate.
 */
export const productNatures = ['book', 'ebook', 'secondHandBook', 'other'] as const;
export type TProductNature = (typeof productNatures)[number];

export const productNature = (product: {
  productForm: string | null;
  taxRate: number;
  secondHand: boolean;
}): TProductNature => {
  if (Math.abs(product.taxRate - BOOK_TAX_RATE) > 1e-9) return 'other';
  const form = product.productForm ?? '';
  if (form.startsWith('E')) return 'ebook';
  if (form !== '' && form !== '00' && !/^[BS]/.test(form)) return 'other';
  return product.secondHand ? 'secondHandBook' : 'book';
};

/** An ebook form (E…): it cannot be second-hand. */
export const isEbookForm = (productForm: string | null | undefined) => (productForm ?? '').startsWith('E');

/**
 * The buyers art. 3 of the Loi Lang lets have up to 9 % off new books: public bodies, libraries open
 * to the public, schools (and training and research bodies), works councils and unions.
 */
export const collectivityRoles: readonly TCustomerRole[] = [
  'PublicBody',
  'Library',
  'School',
  'WorksCouncil',
];

/** The largest share of a new book's price a buyer of this role may be given off. */
export const maxNewBookDiscountRate = (role: TCustomerRole | null) =>
  role !== null && collectivityRoles.includes(role) ? LOI_LANG_LIBRARY_MAX_RATE : LOI_LANG_MAX_RATE;

/** The largest discount, in cents, on `grossCents` of new books for this buyer (rounded down: the law is a ceiling). */
export const maxNewBookDiscountCents = (grossCents: number, role: TCustomerRole | null) =>
  Math.floor(grossCents * maxNewBookDiscountRate(role) + 1e-9);

/**
 * The most the law lets a line be discounted: nothing on an ebook, the cap on a new book, the whole
 * line on anything else (an old book, a second-hand book, other goods).
 */
export const lawfulDiscountCents = (
  line: { nature: TProductNature; isNewBook: boolean },
  grossCents: number,
  role: TCustomerRole | null,
) => {
  if (line.nature === 'ebook') return 0;
  if (line.nature === 'book' && line.isNewBook) return maxNewBookDiscountCents(grossCents, role);
  return grossCents;
};

/**
 * Collecting the books in a store: no delivery, so no Darcos floor. A pick-up in a store always is;
 * a professional withdrawal is for professional and collectivity buyers at the shop's counter, and
 * an individual (or an unknown buyer) who chooses it pays the floor like a delivery.
 */
export const isCollectedShipping = (method: TShippingMethod, role: TCustomerRole | null) =>
  method === 'Pickup' || (method === 'ProWithdrawal' && role !== null && role !== 'Individual');

/**
 * What a cart ships, as its delivery price reads it: whether anything is shipped at all (ebooks are
 * not), the goods shipped and, among them, the new printed books (not second-hand, whatever their
 * age), after their discounts.
 */
export interface TParcel {
  ships: boolean;
  goodsCents: number;
  newBooks: boolean;
  newBooksCents: number;
}

/**
 * The lowest delivery price the Loi Darcos allows: 3 € under 35 € of new books, 0,01 € from 35 €;
 * 0 when the cart ships no new book or they are collected in a store.
 */
export const darcosFloorCents = (method: TShippingMethod, role: TCustomerRole | null, parcel: TParcel) => {
  if (!parcel.ships || !parcel.newBooks || isCollectedShipping(method, role)) return 0;
  return parcel.newBooksCents < DARCOS_THRESHOLD_CENTS ? DARCOS_MINIMUM_CENTS : 1;
};
