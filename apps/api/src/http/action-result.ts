import type { TActionResult, TPropertyError } from '@colophon/contract';

export const success = <T>(entityOutput: T): TActionResult<T> => ({
  isValid: true,
  errors: [],
  propertiesErrorMessages: [],
  entityOutput,
});

export const failure = (
  errors: string[],
  propertiesErrorMessages: TPropertyError[] = [],
): TActionResult<never> => ({
  isValid: false,
  errors,
  propertiesErrorMessages,
});
