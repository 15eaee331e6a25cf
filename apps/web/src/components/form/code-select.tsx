import type { TCodeName } from '@colophon/contract';
import { MultiSelect, type MultiSelectProps, Select, type SelectProps } from '@mantine/core';
import { currentLocale } from '@/i18n/i18n.ts';

export type CodeSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  /** The code list (packages/contract/src/catalog/code-lists.ts): each code's name in both languages. */
  codes: Record<string, TCodeName>;
  /** The code, empty (or undefined) for none. */
  value?: string | undefined;
  onChange: (code: string) => void;
};

/** A code list's choices, named in the console's language; codes it does not name stay, as they are. */
const codeChoices = (codes: Record<string, TCodeName>, chosen: string[]) => {
  const locale = currentLocale();
  return [
    ...chosen.filter((code) => !Object.hasOwn(codes, code)).map((code) => ({ value: code, label: code })),
    ...Object.entries(codes).map(([code, name]) => ({ value: code, label: `${name[locale]} (${code})` })),
  ];
};

/**
 * A code of a code list (ONIX, ISO) chosen by its name in the console's language, searched by name
 * or code, the code beside it: `Broché (BC)`. A code the list does not name (from a feed) stays
 * chosen, shown as it is.
 */
export const CodeSelect = ({ codes, value, onChange, ...props }: CodeSelectProps) => {
  const data = codeChoices(codes, value ? [value] : []);
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

export type CodeMultiSelectProps = Omit<MultiSelectProps, 'data' | 'value' | 'onChange'> & {
  codes: Record<string, TCodeName>;
  value: string[];
  onChange: (codes: string[]) => void;
};

/** Several codes of a code list (audiences), chosen by their names as `CodeSelect` chooses one. */
export const CodeMultiSelect = ({ codes, value, onChange, ...props }: CodeMultiSelectProps) => (
  <MultiSelect
    data={codeChoices(codes, value)}
    searchable
    clearable
    hidePickedOptions
    nothingFoundMessage="—"
    value={value}
    onChange={onChange}
    {...props}
  />
);
