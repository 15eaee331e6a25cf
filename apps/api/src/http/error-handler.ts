import { translate } from '@colophon/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isDataException } from '../db/data-exception.ts';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { isStatementTimeout } from '../db/statement-timeout.ts';
import { failure } from './action-result.ts';
import { AppError, statusOfCode } from './app-error.ts';
import type { RequestContext } from './request-context.ts';
import { InvalidInputError, messageFor } from './serve.ts';

const fastifyCodes: Record<string, AppError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: new AppError('invalid', 'malformedJson'),
  FST_ERR_CTP_EMPTY_JSON_BODY: new AppError('invalid', 'malformedJson'),
  FST_ERR_CTP_BODY_TOO_LARGE: new AppError('too-large', 'tooLarge'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: new AppError('invalid', 'malformedJson'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: new AppError('invalid', 'malformedJson'),
};

const asAppError = (error: FastifyError): AppError | null => {
  if (error instanceof AppError) return error;
  const known = error.code ? fastifyCodes[error.code] : undefined;
  if (known) return known;
  if (error.statusCode === 429)
    return new AppError('rate-limited', 'rateLimited', { params: { seconds: 60 } });
  if (error instanceof SyntaxError && error.statusCode === 400)
    return new AppError('invalid', 'malformedJson');
  if (isStatementTimeout(error)) return new AppError('unavailable', 'catalogueBusy');
  if (isDataException(error)) return new AppError('invalid', 'invalidValue');
  if (isDatabaseUnavailable(error))
    return new AppError('unavailable', 'databaseUnavailable', { params: { seconds: 5 } });
  return null;
};

/** One error handler: the action-result envelope for every failure; a 500 shows no internals. */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const context: RequestContext = request.context;
    if (error instanceof InvalidInputError) {
      const first =
        error.propertiesErrorMessages[0]?.errorMessage ?? translate('genericError', context.locale);
      return reply.status(400).send(failure('invalid', [first], error.propertiesErrorMessages));
    }
    const appError = asAppError(error);
    if (appError) {
      const message = messageFor(appError, context);
      const fields = appError.fields.map((field) => ({
        propertyName: field.propertyName,
        errorMessage: translate(field.message, context.locale, field.params ?? appError.params),
      }));
      if (
        (appError.code === 'rate-limited' || appError.code === 'unavailable') &&
        appError.params.seconds !== undefined
      ) {
        reply.header('retry-after', String(appError.params.seconds));
      }
      return reply.status(statusOfCode[appError.code]).send(failure(appError.code, [message], fields));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send(failure('internal', [`${translate('genericError', context.locale)} (${request.id})`]));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(failure('not-found', [translate('routeNotFound', request.context.locale)])),
  );
};
