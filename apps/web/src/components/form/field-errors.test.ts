import { ZUserCreate } from '@colophon/contract';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, serverErrorFor, withoutErrorsFor } from './field-errors.ts';

const serverErrors = [
  { propertyName: 'claimTypes', errorMessage: 'Unknown permission.' },
  { propertyName: 'userName', errorMessage: 'This user name is already used.' },
];

describe('field errors', () => {
  it('when the server reports a property, then every field whose name begins with it shows the message', () => {
    expect(serverErrorFor('userName', serverErrors)).toBe('This user name is already used.');
    expect(serverErrorFor('claimTypes.3.id', serverErrors)).toBe('Unknown permission.');
    expect(serverErrorFor('email', serverErrors)).toBeUndefined();
  });

  it('when a field changes, then the server errors about it go, the others stay', () => {
    expect(withoutErrorsFor('claimTypes.0.id', serverErrors)).toEqual([serverErrors[1]]);
  });

  it('when a field breaks several rules, then only its first failing rule shows, in the user’s language', () => {
    const parsed = ZUserCreate.safeParse({ userName: '', email: 'nope', firstName: '', lastName: 'L' });
    expect(parsed.success).toBe(false);
    const errors = fieldErrorsOf(parsed.error?.issues ?? [], 'fr');
    expect(errors.userName).toBe('Ce champ est obligatoire.');
    expect(errors.email).toBe("Cette adresse e-mail n'est pas valide.");
    expect(errors.lastName).toBeUndefined();
  });
});
