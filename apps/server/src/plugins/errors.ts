import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { AppError } from '../lib/errors.ts';
import { fieldErrors } from '../lib/validation.ts';

/** One place that writes error bodies: {"error": "…"} or {"errors": {"field": ["…"]}}; a 5xx never shows internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: Record<string, unknown> = { error: error.message };
      if (error.fields) body.errors = error.fields;
      if (error.reason) body.code = error.reason;
      return reply.status(error.status).send(body);
    }
    // A path that fails its schema (an id above 2^31-1, an unknown option type) names nothing: 404, not 422.
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'params') {
      return reply.status(404).send({ error: 'Not found' });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(
        error.validation.map((issue) => ({
          path: (issue.instancePath ?? '').split('/').filter(Boolean),
          message: issue.message ?? 'is invalid',
        })),
      );
      const first = Object.values(errors)[0]?.[0] ?? 'Invalid request';
      return reply.status(422).send({ error: first, errors });
    }
    const database = databaseRefusal(error);
    if (database) return reply.status(database.status).send({ error: database.message });
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ error: error.message });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: clientMessage(error) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: 'Something went wrong, please try again.' });
  });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'The upload is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    default:
      return error.message;
  }
}

/** A database refusal of the input as the AppError it stands for (GraphQL reports it like one), or null. */
export function databaseRefusalError(error: unknown): AppError | null {
  const refusal = databaseRefusal(error);
  if (!refusal) return null;
  return new AppError(refusal.status === 409 ? 'conflict' : 'validation', refusal.message);
}

/**
 * What the database refuses because of the input (not a bug): text it cannot store, numbers out of range, a value
 * that must be unique and was taken between our check and the insert.
 */
function databaseRefusal(error: unknown): { status: number; message: string } | null {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  switch (code) {
    case '22021': // character not in repertoire (a NUL byte)
    case '22P05': // untranslatable character
    case '22003': // numeric value out of range
    case '22001': // string too long
      return { status: 422, message: 'The request contains a value that cannot be stored.' };
    case '23505':
      return {
        status: 409,
        message: constraint === 'users_org_email_key' ? AUTH_MESSAGES.emailInUse : 'This already exists.',
      };
    default:
      return null;
  }
}
