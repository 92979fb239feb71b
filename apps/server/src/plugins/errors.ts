import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorStatus, type ErrorCode } from '@huddle/domain/error-codes';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { AppError, errorBody, rootMessage } from '../lib/errors.ts';
import { fieldErrors } from '../lib/validation.ts';

/**
 * One place that writes error bodies: {"error": "…", "code": "…"}, with {"errors": {"field": ["…"]}} for field
 * errors (docs/api-errors.md); a 5xx never shows internals.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(errorBody(error.code, error.message, error.fields));
    }
    // A path that fails its schema (an id above 2^31-1, an unknown option type) names nothing: 404, not 422.
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'params') {
      return reply.status(404).send(errorBody('not_found', 'Not found'));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(
        error.validation.map((issue) => ({
          path: (issue.instancePath ?? '').split('/').filter(Boolean),
          message: issue.message ?? 'is invalid',
        })),
      );
      const first = Object.values(errors)[0]?.[0] ?? 'Invalid request';
      return reply.status(422).send(errorBody('validation', first, errors));
    }
    const database = databaseRefusal(error);
    if (database?.code === 'unavailable') {
      // Not a bug: the database is restarting or out of reach. Short, no stack; the client tries again.
      request.log.warn({ cause: rootMessage(error) }, 'database unavailable');
      reply.header('retry-after', '5');
    }
    if (database) return reply.status(errorStatus(database.code)).send(errorBody(database.code, database.message));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const { code, message } = clientError(error, status);
      return reply.status(status).send(errorBody(code, message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody('internal', 'Something went wrong, please try again.'));
  });
}

/** The code and text of a 4xx that Fastify or a plugin raised (not an AppError); the status stays theirs. */
function clientError(error: FastifyError, status: number): { code: ErrorCode; message: string } {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { code: 'bad_request', message: 'The request body is not valid JSON.' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return { code: 'too_large', message: 'The upload is too large.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: 'unsupported_media_type', message: 'Unsupported content type.' };
    default:
      return { code: GENERIC_CODES[status] ?? 'bad_request', message: error.message };
  }
}

export const UNAVAILABLE_MESSAGE = 'Huddle is briefly unavailable. Please try again in a moment.';

/** The general code of a status, for 4xx answers raised outside our code (the rate limiter's 429). */
const GENERIC_CODES: Record<number, ErrorCode> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'too_large',
  415: 'unsupported_media_type',
  422: 'validation',
  429: 'rate_limited',
};

/** A database refusal of the input as the AppError it stands for (GraphQL reports it like one), or null. */
export function databaseRefusalError(error: unknown): AppError | null {
  const refusal = databaseRefusal(error);
  return refusal && new AppError(refusal.code, refusal.message);
}

/**
 * What the database refuses because of the input (not a bug): text it cannot store, numbers out of range, a value
 * that must be unique and was taken between our check and the insert.
 */
function databaseRefusal(error: unknown): { code: ErrorCode; message: string } | null {
  if (isDatabaseUnavailable(error)) return { code: 'unavailable', message: UNAVAILABLE_MESSAGE };
  const cause = (error as { cause?: unknown }).cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  switch (code) {
    case '22021': // character not in repertoire (a NUL byte)
    case '22P05': // untranslatable character
    case '22003': // numeric value out of range
    case '22001': // string too long
      return { code: 'validation', message: 'The request contains a value that cannot be stored.' };
    case '23505':
      return {
        code: 'conflict',
        message: constraint === 'users_org_email_key' ? AUTH_MESSAGES.emailInUse : 'This already exists.',
      };
    default:
      return null;
  }
}
