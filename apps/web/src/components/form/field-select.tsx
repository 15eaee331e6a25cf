import { getOptionsLockup, getParsedComboboxData, type SelectProps } from '@mantine/core';
import { onFirstUse } from '@/components/lazy/on-first-use.tsx';
import { SelectStandIn } from './select-stand-in.tsx';

/**
 * A form's choice among a few values (Mantine's `Select`, not searchable). Until it is used, a
 * read-only input of the same look stands in, with the field's label, description, error and
 * hidden named value: the dropdown's code (floating-ui, Combobox) loads and measures on first use,
 * not in the form's first render. A clearable field with a value loads at once (its clear button).
 */
export const FieldSelect = onFirstUse<SelectProps & { 'data-testid'?: string | undefined }>(
  async () => (await import('./field-select-menu.tsx')).FieldSelectMenu,
  ({
    trigger,
    data,
    value,
    defaultValue,
    name,
    label,
    description,
    error,
    required,
    withAsterisk,
    placeholder,
    disabled,
    readOnly,
    size,
    w,
    'aria-label': ariaLabel,
    'data-testid': testId,
  }) => {
    const chosen = value ?? defaultValue ?? null;
    const option = chosen === null ? undefined : getOptionsLockup(getParsedComboboxData(data))[chosen];
    return (
      <>
        <SelectStandIn
          aria-label={ariaLabel}
          label={label}
          description={description}
          error={error}
          required={required}
          withAsterisk={withAsterisk}
          placeholder={placeholder}
          disabled={disabled}
          size={size}
          w={w}
          value={option?.label ?? ''}
          data-testid={testId}
          {...(disabled || readOnly ? {} : { trigger })}
        />
        {name && <input type="hidden" name={name} value={chosen ?? ''} />}
      </>
    );
  },
  ({ clearable, value }) => Boolean(clearable) && value != null,
);
