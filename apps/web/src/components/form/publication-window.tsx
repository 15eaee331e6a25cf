import { Checkbox, SimpleGrid, type SimpleGridProps, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { DateTimeField } from './date-fields.tsx';
import type { DetailForm } from './use-detail-form.ts';

/** A form field's name and its visible label. */
interface NamedField {
  name: string;
  label: ReactNode;
}

/**
 * When something shows on the site: its "published" box (when it has one), then the start and the
 * end of its window side by side (DD/MM/YYYY HH:mm, the UI kit's calendar). Discounts, offers and posts use it; a form may
 * put its own fields in the same row first (`before`, such as a post's type).
 */
export const PublicationWindowFields = ({
  field,
  published,
  start,
  end,
  before,
  cols = { base: 1, sm: 2 },
}: {
  /** The detail form's `field`. */
  field: DetailForm<Record<string, unknown>>['field'];
  published?: NamedField;
  start: NamedField;
  end: NamedField;
  before?: ReactNode;
  cols?: SimpleGridProps['cols'];
}) => (
  <Stack gap="sm">
    {published && (
      <Checkbox
        label={published.label}
        {...field(published.name, { type: 'checkbox' })}
        name={published.name}
      />
    )}
    <SimpleGrid cols={cols}>
      {before}
      <DateTimeField label={start.label} {...field(start.name)} name={start.name} />
      <DateTimeField label={end.label} {...field(end.name)} name={end.name} />
    </SimpleGrid>
  </Stack>
);
