import { ComboboxChevron, TextInput, type TextInputProps } from '@mantine/core';
import type { FirstUseTrigger } from '@/components/lazy/on-first-use.tsx';

/**
 * A closed Mantine `Select` as it looks, for a select whose code loads on first use (`FieldSelect`,
 * `FilterSelect` through it): a read-only input named as a combobox, its chevron, the trigger's handlers.
 */
export const SelectStandIn = ({ trigger, ...input }: TextInputProps & { trigger?: FirstUseTrigger }) => (
  <TextInput
    readOnly
    pointer
    role="combobox"
    aria-haspopup="listbox"
    aria-expanded={false}
    rightSection={<ComboboxChevron error={input.error} size={input.size} />}
    rightSectionPointerEvents="none"
    {...input}
    {...trigger}
  />
);
