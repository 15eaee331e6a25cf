import type { MessageKey } from '@colophon/contract';

export type ErrorCode =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'rate-limited'
  | 'unavailable';

export const statusOfCode: Record<ErrorCode, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'rate-limited': 429,
  unavailable: 503,
};

export interface FieldError {
  propertyName: string;
  message: MessageKey;
  /** The values of the message's `{placeholders}`, when this field's differ from the error's. */
  params?: Record<string, string | number>;
}

/** The one error type of the API: a code (its HTTP status), a message key, and the fields at fault. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly messageKey: MessageKey;
  readonly params: Record<string, string | number>;
  readonly fields: FieldError[];

  constructor(
    code: ErrorCode,
    messageKey: MessageKey,
    options: { fields?: FieldError[]; params?: Record<string, string | number> } = {},
  ) {
    super(messageKey);
    this.code = code;
    this.messageKey = messageKey;
    this.fields = options.fields ?? [];
    this.params = options.params ?? {};
  }
}

export const invalidField = (propertyName: string, message: MessageKey) =>
  new AppError('invalid', message, { fields: [{ propertyName, message }] });
export const notFound = () => new AppError('not-found', 'notFound');
export const conflict = () => new AppError('conflict', 'conflict');
export const forbidden = () => new AppError('forbidden', 'forbidden');
