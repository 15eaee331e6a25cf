import { coreMessages, type Locale, type TActionResult } from '@colophon/contract';

/**
 * A call that did not succeed: the HTTP status (0 when the API could not be reached) and the
 * action result the API answered, when it answered one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly result: TActionResult<unknown> | null;
  constructor(status: number, result: TActionResult<unknown> | null) {
    super(result?.errors[0] ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.result = result;
  }
}

/** An error that carries the status the error page shows (an unknown guard is 500). */
export class StatusError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'StatusError';
    this.status = status;
  }
}

export const statusOf = (error: unknown): number => {
  if (error instanceof ApiError || error instanceof StatusError) return error.status || 500;
  return 500;
};

/** What to tell the user about a failed call: the API's first message, else the generic failure. */
export const errorText = (error: unknown, locale?: Locale): string =>
  (error instanceof ApiError ? error.result?.errors[0] : undefined) ??
  coreMessages.genericError[locale ?? (document.documentElement.lang === 'en' ? 'en' : 'fr')];
