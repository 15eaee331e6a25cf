import type { TActionResult, TErrorCode, TPropertyError } from '@colophon/contract';

export const success = <T>(entityOutput: T): TActionResult<T> => ({
  isValid: true,
  errors: [],
  propertiesErrorMessages: [],
  entityOutput,
});

export const failure = (
  code: TErrorCode,
  errors: string[],
  propertiesErrorMessages: TPropertyError[] = [],
): TActionResult<never> => ({
  isValid: false,
  code,
  errors,
  propertiesErrorMessages,
});
