import { BOOK_TAX_RATE, isFrenchVatRate } from '@colophon/contract';
import { nextPriceChange, priceInForce, pricesNotEnded } from '../products/price-schedule.ts';
import type { ScheduledPrice } from '../products/products.tables.ts';
import { kid, kids, RecordRejected, type RecordWarning, textAt, unique } from './onix-elements.ts';
import type { OnixElement } from './onix-reader.ts';

/** Whether a market or price territory takes in France (no territory means everywhere). */
const coversFrance = (territory: OnixElement | undefined) => {
  if (!territory) return true;
  const included = textAt(territory, 'CountriesIncluded')?.split(' ') ?? [];
  const regions = textAt(territory, 'RegionsIncluded')?.split(' ') ?? [];
  const excluded = textAt(territory, 'CountriesExcluded')?.split(' ') ?? [];
  return included.includes('FR') || (regions.includes('WORLD') && !excluded.includes('FR'));
};

/**
 * The VAT rate of a price: only a French rate is taken (CGI art. 278 to 281 nonies). Another rate (a
 * German 7 % in a feed made for several markets) is reported and left out: the rate stays the book's.
 */
const taxOf = (price: OnixElement, warnings: RecordWarning[]) => {
  const tax = kid(price, 'Tax');
  const text = textAt(tax, 'TaxRatePercent');
  const percent = Number(text?.replace(',', '.'));
  if (!tax || text === null || !Number.isFinite(percent)) return BOOK_TAX_RATE;
  const rate = Math.round(percent * 1000) / 100_000;
  if (isFrenchVatRate(rate)) return rate;
  if (!warnings.some((warning) => warning.params.value === text))
    warnings.push({ reason: 'onixVatNotFrench', params: { value: text } });
  return BOOK_TAX_RATE;
};

/** A day of a `PriceDate` (YYYYMMDD, hyphens allowed; a time after it is left aside). */
const dayOf = (digits: string, value: string) => {
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(digits);
  const day = match ? `${match[1]}-${match[2]}-${match[3]}` : '';
  if (!match || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day)
    throw new RecordRejected('onixBadDate', { value });
  return day;
};

/**
 * The period of a price from its `PriceDate`s (code list 173): 14 from, 15 until, 24 both in one
 * date (format 06, YYYYMMDDYYYYMMDD); days included, open when not given.
 */
const periodOf = (price: OnixElement) => {
  let from: string | null = null;
  let until: string | null = null;
  for (const priceDate of kids(price, 'PriceDate')) {
    const value = textAt(priceDate, 'Date') ?? '';
    const digits = value.replace(/-/g, '');
    const role = textAt(priceDate, 'PriceDateRole');
    if (role === '14') from = dayOf(digits, value);
    else if (role === '15') until = dayOf(digits, value);
    else if (role === '24') {
      from = dayOf(digits, value);
      until = dayOf(digits.slice(8), value);
    }
  }
  if (from !== null && until !== null && until < from)
    throw new RecordRejected('onixBadDate', { value: until });
  return { from, until };
};

/**
 * The fixed retail prices incl. tax for France (type 04, EUR) of the first supply that gives any, each
 * with its period, the price in force on `today` and the availability beside it. A price whose
 * period has ended is left out; one to come is kept for the day it takes effect.
 */
export const supplyOf = (
  product: OnixElement,
  defaultCurrency: string | null,
  today: string,
  warnings: RecordWarning[],
) => {
  const supplies = kids(product, 'ProductSupply').filter((supply) =>
    kids(supply, 'Market').every((market) => coversFrance(kid(market, 'Territory'))),
  );
  const details = supplies.flatMap((supply) => kids(supply, 'SupplyDetail'));
  const suppliers = unique(details.map((detail) => textAt(detail, 'Supplier', 'SupplierName')));
  for (const detail of details) {
    const prices = kids(detail, 'Price').filter(
      (candidate) =>
        textAt(candidate, 'PriceType') === '04' &&
        (textAt(candidate, 'CurrencyCode') ?? defaultCurrency) === 'EUR' &&
        coversFrance(kid(candidate, 'Territory')),
    );
    if (prices.length === 0) continue;
    const schedule: ScheduledPrice[] = prices.map((price) => {
      const amount = textAt(price, 'PriceAmount') ?? '';
      if (!/^\d+([.,]\d{1,4})?$/.test(amount)) throw new RecordRejected('onixBadPrice', { value: amount });
      return {
        priceWithTax: Math.round(Number(amount.replace(',', '.')) * 100),
        taxRate: taxOf(price, warnings),
        ...periodOf(price),
      };
    });
    const inForce = priceInForce(schedule, today);
    const kept = pricesNotEnded(schedule, today);
    return {
      suppliers,
      priceWithTax: inForce?.priceWithTax ?? null,
      taxRate: inForce?.taxRate ?? BOOK_TAX_RATE,
      // Only a price that will change needs its periods kept.
      priceSchedule: nextPriceChange(kept, today) === null ? [] : kept,
      availability: textAt(detail, 'ProductAvailability'),
    };
  }
  return {
    suppliers,
    priceWithTax: null,
    taxRate: BOOK_TAX_RATE,
    priceSchedule: [],
    availability: details.map((detail) => textAt(detail, 'ProductAvailability')).find(Boolean) ?? null,
  };
};
