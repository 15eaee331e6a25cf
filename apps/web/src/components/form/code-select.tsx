import type { TCodeName } from '@colophon/contract';
import { Select, type SelectProps } from '@mantine/core';
import { currentLocale } from '@/i18n/i18n.ts';

export type CodeSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  /** The code list (packages/contract/src/catalog/code-lists.ts): each code's name in both languages. */
  codes: Record<string, TCodeName>;
  /** The code, empty (or undefined) for none. */
  value?: string | undefined;
  onChange: (code: string) => void;
};

/**
 * A code of a code list (ONIX, ISO) chosen by its name in the console's language, searched by name
 * or code, the code beside it: `Broché (BC)`. A code the list does not name (from a feed) stays
 * chosen, shown as it is.
 */
export const CodeSelect = ({ codes, value, onChange, ...props }: CodeSelectProps) => {
  const locale = currentLocale();
  const data = Object.entries(codes).map(([code, name]) => ({
    value: code,
    label: `${name[locale]} (${code})`,
  }));
  if (value && !Object.hasOwn(codes, value)) data.unshift({ value, label: value });
  return (
    <Select
      data={data}
      searchable
      clearable
      nothingFoundMessage="—"
      value={value || null}
      onChange={(code) => onChange(code ?? '')}
      {...props}
    />
  );
};
