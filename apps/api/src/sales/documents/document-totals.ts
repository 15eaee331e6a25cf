/** A line as the totals see it: cents, tax included. */
export interface TotalsLine {
  quantity: number;
  unitPriceCents: number;
  discountCents: number;
  taxRate: number;
  cancelled?: boolean;
}

export interface TaxLineCents {
  rate: number;
  baseCents: number;
  taxCents: number;
}

export const lineTotalCents = (line: TotalsLine) => line.quantity * line.unitPriceCents - line.discountCents;

/**
 * VAT per rate of what is charged. Delivery is an accessory of the goods it carries, so it takes
 * their rate; a cart of books and other goods splits it in proportion to each rate's amount
 * (BOFiP TVA-LIQ-20-10). Tax is worked out from the amount with tax, per rate, to the cent.
 */
export const taxLines = (lines: TotalsLine[], shippingCents: number): TaxLineCents[] => {
  const live = lines.filter((line) => !line.cancelled);
  const byRate = new Map<number, number>();
  for (const line of live) byRate.set(line.taxRate, (byRate.get(line.taxRate) ?? 0) + lineTotalCents(line));
  const goods = [...byRate.values()].reduce((sum, value) => sum + value, 0);
  const rates = [...byRate.keys()].sort((a, b) => a - b);
  let shippingLeft = shippingCents;
  const result: TaxLineCents[] = [];
  rates.forEach((rate, index) => {
    const amount = byRate.get(rate) ?? 0;
    const share =
      index === rates.length - 1
        ? shippingLeft
        : goods === 0
          ? 0
          : Math.round((shippingCents * amount) / goods);
    shippingLeft -= share;
    const gross = amount + share;
    const baseCents = Math.round(gross / (1 + rate));
    result.push({ rate, baseCents, taxCents: gross - baseCents });
  });
  return result;
};

/** The totals of a document from its lines: the server's, never a client's. */
export const documentTotals = (lines: TotalsLine[], shippingCents: number) => {
  const live = lines.filter((line) => !line.cancelled);
  const itemsTotalCents = live.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
  const discountCents = live.reduce((sum, line) => sum + line.discountCents, 0);
  const totalCents = itemsTotalCents - discountCents + shippingCents;
  const taxes = taxLines(live, shippingCents);
  const totalNoTaxCents =
    taxes.reduce((sum, tax) => sum + tax.baseCents, 0) + (taxes.length === 0 ? shippingCents : 0);
  return {
    itemsCount: live.reduce((sum, line) => sum + line.quantity, 0),
    itemsTotalCents,
    discountCents,
    shippingCents,
    totalCents,
    totalNoTaxCents,
    taxes,
  };
};
