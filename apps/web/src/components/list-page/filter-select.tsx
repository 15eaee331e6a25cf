import { FieldSelect } from '@/components/form/field-select.tsx';

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

/**
 * A list's filter on one of a few values, "all" when cleared: a clearable `FieldSelect`, whose
 * dropdown loads on first use, or at once when a value is already chosen (its clear button shows).
 */
export const FilterSelect = (props: FilterSelectProps) => <FieldSelect {...props} clearable />;
