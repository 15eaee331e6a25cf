import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { failureMessages } from './notify.ts';

const generic = 'A generic error has appear.';

describe('failure toasts (SPEC §8)', () => {
  it('when the result is invalid, then the first error comes first, then each property error', () => {
    const error = new ApiError(400, {
      isValid: false,
      errors: ['The first.'],
      propertiesErrorMessages: [
        { propertyName: 'a', errorMessage: 'The first.' },
        { propertyName: 'b', errorMessage: 'Another.' },
      ],
    });
    expect(failureMessages(error, generic)).toEqual(['The first.', 'Another.']);
  });

  it('when the result has no error text, then the generic failure shows', () => {
    expect(
      failureMessages(
        new ApiError(500, { isValid: false, errors: [], propertiesErrorMessages: [] }),
        generic,
      ),
    ).toEqual([generic]);
  });

  it('when there is no result at all, then the generic failure shows', () => {
    expect(failureMessages(new ApiError(0, null), generic)).toEqual([generic]);
    expect(failureMessages(new TypeError('network'), generic)).toEqual([generic]);
  });
});
