import { errorCodes, type MessageKey, type TErrorCode } from '@colophon/contract';

/** The codes a service throws; `internal` is the error handler's, for what nobody threw on purpose. */
export type ErrorCode = Exclude<TErrorCode, 'internal'>;

export const statusOfCode: Record<TErrorCode, number> = errorCodes;

export interface FieldError {
  propertyName: string;
  message: MessageKey;
  /** The values of the message's `{placeholders}`, when this field's differ from the error's. */
  params?: Record<string, string | number>;
}

/** The one error type of the API: a code (the contract's, with its HTTP status), a message key, and the fields at fault. */
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
/** Someone else saved first: the entity is no longer at the version sent (409 `stale-version`). */
export const staleVersion = () => new AppError('stale-version', 'conflict');
export const forbidden = () => new AppError('forbidden', 'forbidden');
