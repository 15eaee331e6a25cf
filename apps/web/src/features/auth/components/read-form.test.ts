import { ZPassword } from '@colophon/contract';
import type { FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { readForm } from './read-form.ts';

const submitted = (fields: Record<string, string>) => {
  const form = document.createElement('form');
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.name = name;
    input.value = value;
    form.append(input);
  }
  return { preventDefault: () => undefined, currentTarget: form } as unknown as FormEvent<HTMLFormElement>;
};

describe('reading a guest form', () => {
  it('when a field breaks its rule, then its first error is given and no value', () => {
    const read = readForm(submitted({ password: 'short' }), ZPassword, (data) =>
      String(data.get('password')),
    );
    expect(read.value).toBeUndefined();
    expect(read.errors['']).toBeTruthy();
  });
});
