import { coreMessages, type Locale, type TActionResult, type TErrorCode } from '@colophon/contract';

/**
 * A call that did not succeed: the HTTP status (0 when the API could not be reached), the action
 * result the API answered, when it answered one, and the failure's code from it: a screen tells
 * `stale-version` (someone else saved first: reload) from `not-allowed` (the state refuses it),
 * both 409.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly result: TActionResult<unknown> | null;
  /** The contract's code of the failure; null when the API could not be reached or answered no result. */
  readonly code: TErrorCode | null;
  constructor(status: number, result: TActionResult<unknown> | null) {
    super(result?.errors[0] ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.result = result;
    this.code = result?.code ?? null;
  }
}

/** Someone else saved the entity after it was read: the action was not done, a reload shows theirs. */
export const isStaleVersion = (error: unknown) => error instanceof ApiError && error.code === 'stale-version';

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
