import { Select } from '@mantine/core';
import type { FirstUse } from '@/components/lazy/on-first-use.tsx';

export interface FilterSelectProps {
  'aria-label': string;
  /** Shown when none is chosen ("Tous les rôles"). */
  placeholder: string;
  data: { value: string; label: string }[];
  value: string | null;
  onChange: (value: string | null) => void;
  w: number;
  'data-testid'?: string | undefined;
}

/** The filter's own `Select`, loaded on first use (filter-select.tsx). */
export const FilterSelectMenu = ({ firstUse, ...select }: FilterSelectProps & { firstUse: FirstUse }) => (
  <Select {...select} clearable defaultDropdownOpened={firstUse.opened} />
);
