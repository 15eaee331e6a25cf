import { z } from 'zod';

/**
 * Who sells, as `clients/<id>.json` names it: what a French invoice must say of its seller. Every
 * field is optional here so that a development start with an incomplete block still starts (and
 * warns); `sellerProblems` says what is missing or wrong, and a production start stops on it.
 */
export const ZClientSeller = z.strictObject({
  /** The legal name (dénomination sociale), not the shop's sign. */
  name: z.string().optional(),
  /** SAS, SARL, SA, EURL, SCOP…, or EI for a sole trader (who has no share capital). */
  legalForm: z.string().optional(),
  /** Euros. */
  shareCapital: z.number().positive().optional(),
  /** The registered office: street, postal code and city. */
  address: z.string().optional(),
  /** Nine digits, spaces allowed. */
  siren: z.string().optional(),
  /** The city of the commercial court registry (greffe) the shop is registered with: « RCS Toulouse ». */
  rcsCity: z.string().optional(),
  /** FR, its two-digit key, the SIREN. */
  vatNumber: z.string().optional(),
  /** Days from the invoice to its due date for business buyers: 30 when absent, 60 at most (C. com. L441-10 I). */
  paymentDays: z.number().int().min(0).max(60).optional(),
  /**
   * The late-payment penalty rate (% a year) of the shop's conditions of sale, at least three times the
   * legal interest rate; absent, the legal one: the ECB's refinancing rate plus 10 points (C. com. L441-10 II).
   */
  latePaymentRate: z.number().positive().optional(),
});
export type TClientSeller = z.infer<typeof ZClientSeller>;

/** 30 days: the default delay of C. com. L441-10 I. */
export const DEFAULT_PAYMENT_DAYS = 30;

const digits = (text: string) => text.replace(/\s/g, '');

/** A SIREN: nine digits whose Luhn sum is a multiple of ten (INSEE). */
export const isSiren = (text: string) => {
  const siren = digits(text);
  if (!/^\d{9}$/.test(siren)) return false;
  let sum = 0;
  [...siren].reverse().forEach((char, index) => {
    const digit = Number(char) * (index % 2 === 1 ? 2 : 1);
    sum += digit > 9 ? digit - 9 : digit;
  });
  return sum % 10 === 0;
};

/** The French VAT number of a SIREN: FR, then (12 + 3 × (SIREN mod 97)) mod 97 on two digits, then the SIREN. */
export const frenchVatNumber = (siren: string) => {
  const key = (12 + 3 * (Number(digits(siren)) % 97)) % 97;
  return `FR${String(key).padStart(2, '0')}${digits(siren)}`;
};

/** A sole trader (entrepreneur individuel) has no share capital to state. */
const soleTrader = (legalForm: string) => /^(EI|EIRL|entrepreneur individuel)\b/i.test(legalForm.trim());

const required = ['name', 'legalForm', 'address', 'siren', 'rcsCity', 'vatNumber'] as const;

/**
 * What the seller block lacks or gets wrong, in the order of the invoice's header: each mention a
 * French invoice needs (CGI ann. II art. 242 nonies A I 1° and 2°, C. com. R123-237 and R123-238:
 * legal name, legal form and share capital, address, SIREN with « RCS » and the registry's city,
 * intra-EU VAT number), the SIREN's Luhn key and the VAT number's key. Empty: complete and valid.
 */
export const sellerProblems = (seller: TClientSeller | undefined): string[] => {
  if (!seller) return ['the seller block is missing'];
  const problems: string[] = [];
  for (const field of required) {
    if (!seller[field]?.trim()) problems.push(`${field} missing`);
    const form = field === 'legalForm' ? seller.legalForm?.trim() : undefined;
    if (form && !soleTrader(form) && seller.shareCapital === undefined)
      problems.push(`shareCapital missing (a ${form} states it)`);
  }
  const siren = seller.siren?.trim();
  if (siren && !isSiren(siren)) problems.push(`siren ${siren} is not nine digits with a valid Luhn key`);
  const vat = seller.vatNumber && digits(seller.vatNumber).toUpperCase();
  if (vat && siren && isSiren(siren) && vat !== frenchVatNumber(siren))
    problems.push(`vatNumber ${vat} is not the SIREN's (${frenchVatNumber(siren)})`);
  else if (vat && !/^FR\d{11}$/.test(vat))
    problems.push(`vatNumber ${vat} is not FR, a two-digit key and a SIREN`);
  return problems;
};

/** A SIREN as an invoice prints it: 912 345 675. */
export const spacedSiren = (siren: string) => digits(siren).replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');
