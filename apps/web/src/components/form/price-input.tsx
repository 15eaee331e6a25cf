import { NumberInput, type NumberInputProps } from '@mantine/core';

/** A price in euros as the shop writes it: `12,50 €`, never negative. */
export const PriceInput = (props: NumberInputProps) => (
  <NumberInput decimalScale={2} fixedDecimalScale decimalSeparator="," min={0} suffix=" €" {...props} />
);
