import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateField } from './date-fields.tsx';

describe('a date field', () => {
  it('shows the day DD/MM/YYYY in an input marked with the field name, the ISO day kept aside', () => {
    const { container } = render(
      <MantineProvider>
        <DateField
          label="Date de parution"
          name="releaseDate"
          value="2026-03-05"
          onChange={() => undefined}
        />
      </MantineProvider>,
    );
    const input = container.querySelector<HTMLInputElement>('input[data-field="releaseDate"]');
    expect(input?.value).toBe('05/03/2026');
    expect(input?.labels?.[0]?.textContent).toBe('Date de parution');
    expect(container.querySelector<HTMLInputElement>('input[type="hidden"]')?.value).toBe('2026-03-05');
  });
});
