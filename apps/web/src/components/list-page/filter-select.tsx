import { SelectStandIn } from '@/components/form/select-stand-in.tsx';
import { onFirstUse } from '@/components/lazy/on-first-use.tsx';
import type { FilterSelectProps } from './filter-select-menu.tsx';

/**
 * A list's filter on one of a few values, "all" when cleared (Mantine's `Select`, clearable). Until
 * it is used, a read-only input of the same look stands in: the dropdown's code loads on first use,
 * or at once when a value is already chosen (the piece shows its clear button).
 */
export const FilterSelect = onFirstUse<FilterSelectProps>(
  async () => (await import('./filter-select-menu.tsx')).FilterSelectMenu,
  ({ data, value, placeholder, w, trigger, 'aria-label': label, 'data-testid': testId }) => (
    <SelectStandIn
      aria-label={label}
      placeholder={placeholder}
      value={data.find((option) => option.value === value)?.label ?? ''}
      w={w}
      data-testid={testId}
      trigger={trigger}
    />
  ),
  ({ value }) => value !== null,
);
