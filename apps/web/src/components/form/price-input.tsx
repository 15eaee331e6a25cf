import { FRENCH_VAT_RATES, toCents } from '@colophon/contract';
import { NumberInput, type NumberInputProps, Select, type SelectProps, TextInput } from '@mantine/core';
import { currentLocale } from '@/i18n/i18n.ts';
import { message } from '@/i18n/message.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatPrice } from '@/lib/format.ts';

type Amount = number | string | '';

const hasMoreThanTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) > 1e-6;

/**
 * What is wrong with an amount typed: negative, or more than two decimals. Never corrected silently
 * (no clamp to 0, no truncation): the field says it, the save waits.
 */
export const amountError = (value: Amount): string | undefined => {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  if (value < 0) return message('moneyNegative');
  if (hasMoreThanTwoDecimals(value)) return message('moneyCents');
  return undefined;
};

/**
 * Whether an amount deserves a second look before it is saved: zero, or more than twice or less than
 * half the reference (the data feed's price). Null when it looks ordinary.
 */
export const unusualAmount = (value: Amount, reference: number | null | undefined): 'zero' | 'far' | null => {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  if (value === 0) return 'zero';
  if (reference && reference > 0 && (value > reference * 2 || value < reference / 2)) return 'far';
  return null;
};

export type PriceInputProps = NumberInputProps & {
  /** The data feed's amount: an amount far from it (or zero) is pointed out under the field. */
  reference?: number | null | undefined;
};

/**
 * An amount in euros as the shop writes it (`12,50 €`): the one money input of every screen. A
 * negative amount or a third decimal is refused at the field, never clamped nor truncated.
 */
export const PriceInput = ({ reference, ...props }: PriceInputProps) => {
  const { t } = useTranslation();
  const value = props.value as Amount;
  const unusual = unusualAmount(value, reference);
  const warning =
    unusual === 'zero'
      ? t('money.zeroWarning')
      : unusual === 'far' && reference
        ? t('money.farWarning', { reference: formatPrice(reference) })
        : undefined;
  return (
    <NumberInput
      decimalSeparator=","
      thousandSeparator={' '}
      clampBehavior="none"
      allowNegative
      suffix=" €"
      inputMode="decimal"
      {...props}
      error={props.error ?? amountError(value)}
      description={warning ?? props.description}
      data-unusual={unusual ?? undefined}
    />
  );
};

/** A rate as the form holds it, in percent (5.5 for 5,5 %), as the select's value. */
const percentKey = (rate: number) => String(Math.round(rate * 1000) / 10);

const vatNames = {
  '5.5': 'money.vatBooks',
  '20': 'money.vatStandard',
  '10': 'money.vatIntermediate',
  '2.1': 'money.vatPress',
  '0': 'money.vatNone',
} as const;

/** The VAT rate, chosen among the French rates (5,5 %, 20 %, 10 %, 2,1 %, 0 %), never typed. */
export const VatRateSelect = ({
  value,
  onChange,
  ...props
}: Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  /** In percent, as the form holds it (5.5). */
  value: Amount;
  onChange: (percent: number) => void;
}) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const data = FRENCH_VAT_RATES.map((rate) => {
    const key = percentKey(rate) as keyof typeof vatNames;
    const percent = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'fr-FR', {
      style: 'percent',
      maximumFractionDigits: 1,
    }).format(rate);
    return { value: key, label: `${percent} · ${t(vatNames[key])}` };
  });
  return (
    <Select
      data={data}
      allowDeselect={false}
      value={value === '' ? null : percentKey(Number(value) / 100)}
      onChange={(selected) => selected !== null && onChange(Number(selected))}
      {...props}
    />
  );
};

/** The price without tax, derived from the price with tax and the rate: shown, never typed. */
export const DerivedPrice = ({
  withTax,
  ratePercent,
  ...props
}: {
  withTax: Amount;
  ratePercent: Amount;
  label: string;
  description?: string;
  name?: string;
}) => {
  const amount = typeof withTax === 'number' && withTax >= 0 ? withTax : null;
  const rate = typeof ratePercent === 'number' ? ratePercent / 100 : Number(ratePercent) / 100;
  const derived =
    amount === null || !Number.isFinite(rate) ? null : Math.round(toCents(amount) / (1 + rate)) / 100;
  return (
    <TextInput readOnly variant="filled" value={derived === null ? '—' : formatPrice(derived)} {...props} />
  );
};
