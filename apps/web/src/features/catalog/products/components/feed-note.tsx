import type { TFeedFields, TProduct } from '@colophon/contract';
import { Button, Group, Text } from '@mantine/core';
import { availabilityDescription } from '@/features/catalog/shared/availability.ts';
import { currentLocale } from '@/i18n/i18n.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatDate, formatPrice } from '@/lib/format.ts';

type FeedName = keyof TFeedFields;

/** A feed value as a person reads it: names joined, prices in euros, a date as DD/MM/YYYY. */
export const formatFeedValue = (field: FeedName, value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return value
      .map((item: unknown) => {
        if (typeof item === 'string') return item;
        const entry = item as { name?: string; code?: string; label?: string };
        return entry.name ?? [entry.code, entry.label].filter(Boolean).join(' ');
      })
      .join(', ');
  }
  if (field === 'priceWithTax' || field === 'priceNoTax') return formatPrice(value as number);
  // A tax rate keeps its decimal: 5,5 %.
  if (field === 'taxRate')
    return `${new Intl.NumberFormat(currentLocale() === 'en' ? 'en-GB' : 'fr-FR').format((value as number) * 100)} %`;
  if (field === 'releaseDate') return formatDate(value as string);
  if (field === 'availability') return availabilityDescription(value as string);
  if (field === 'summary')
    return String(value)
      .replace(/<[^>]+>/g, ' ')
      .slice(0, 200);
  return String(value);
};

/**
 * Under a field of a product from the data feed that now differs from the feed: what the feed
 * says, and the action that puts it back (saved as a reset of the override).
 */
export const FeedNote = ({
  product,
  field,
  differs,
  onReset,
}: {
  product: TProduct | undefined;
  field: FeedName;
  differs: boolean;
  onReset: () => void;
}) => {
  const { t } = useTranslation();
  if (!product?.feed || !differs) return null;
  const value = product.feed[field];
  return (
    <Group gap="xs" wrap="nowrap" align="center" mt={4} data-testid={`feed-note-${field}`}>
      {/* Orange text stays under 4.5:1 at every Mantine shade: the note is in the dimmed grey (AA). */}
      <Text size="xs" c="dimmed" style={{ flex: 1 }}>
        {t('catalog.product.feedValue', { value: formatFeedValue(field, value) })}
      </Text>
      <Button size="compact-xs" variant="default" onClick={onReset} data-testid={`reset-${field}`}>
        {t('catalog.product.resetToFeed')}
      </Button>
    </Group>
  );
};
