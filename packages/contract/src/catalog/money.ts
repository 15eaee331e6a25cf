import { z } from 'zod';

/** Books carry the reduced French VAT rate. */
export const BOOK_TAX_RATE = 0.055;

export const toCents = (euros: number) => Math.round(euros * 100);
export const toEuros = (cents: number) => cents / 100;

const hasAtMostTwoDecimals = (euros: number) => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6;

/** An amount of money as the API shows it: euros with at most two decimals (cents in the database). */
export const ZMoney = z
  .number()
  .min(0, 'moneyNegative')
  .max(1_000_000, 'moneyTooLarge')
  .refine(hasAtMostTwoDecimals, 'moneyCents');

/** A rate between 0 and 1 (0.055 for 5.5 %). */
export const ZRate = z.number().min(0).max(1);

/** The French VAT rates, reduced to standard (CGI art. 278 to 281 nonies): books take 5,5 %. */
export const FRENCH_VAT_RATES = [0.055, 0.2, 0.1, 0.021, 0] as const;

/** Whether a rate is one of the French rates (to a hundredth of a percent, floats being floats). */
export const isFrenchVatRate = (rate: number) =>
  FRENCH_VAT_RATES.some((allowed) => Math.abs(allowed - rate) < 1e-6);

/** A VAT rate of a product sold in France: one of `FRENCH_VAT_RATES`, never typed freely. */
export const ZVatRate = z.number().refine(isFrenchVatRate, 'vatRate');

/** The price without tax of a price with tax, to the cent. */
export const priceNoTaxCents = (priceWithTaxCents: number, taxRate: number) =>
  Math.round(priceWithTaxCents / (1 + taxRate));

/**
 * Whether the three agree to the cent: either way of rounding is accepted, since a price without
 * tax of 7,49 € at 5.5 % gives 7,90 € with tax and 7,90 € gives back 7,49 €, but not always.
 */
export const pricesAgree = (priceWithTaxCents: number, priceNoTaxCentsGiven: number, taxRate: number) =>
  priceNoTaxCents(priceWithTaxCents, taxRate) === priceNoTaxCentsGiven ||
  Math.round(priceNoTaxCentsGiven * (1 + taxRate)) === priceWithTaxCents;
