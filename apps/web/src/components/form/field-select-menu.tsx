import { Select, type SelectProps } from '@mantine/core';
import type { FirstUse } from '@/components/lazy/on-first-use.tsx';

/** A form's `Select`, loaded on first use (field-select.tsx). */
export const FieldSelectMenu = ({ firstUse, ...select }: SelectProps & { firstUse: FirstUse }) => (
  <Select {...select} defaultDropdownOpened={firstUse.opened} />
);
