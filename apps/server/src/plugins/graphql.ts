import type { FastifyInstance, FastifyRequest } from 'fastify';
import SchemaBuilder from '@pothos/core';
import { execute, GraphQLError, Kind, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { z } from 'zod';
import { errorStatus, type ErrorCode } from '@huddle/domain/error-codes';
import { AppError } from '../lib/errors.ts';
import type { Actor } from '../modules/auth/actor.ts';
import { requireActor } from './access.ts';
import { databaseRefusalError } from './errors.ts';
import { assertMatrixDeclared } from './route-matrix.ts';
import { validationRules } from './graphql-limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The schema /graphql serves: its operations are walked by test/matrix/. */
    graphqlSchema: GraphQLSchema;
  }
}

export interface GraphqlContext {
  actor: Actor;
}

export type Builder = PothosSchemaTypes.SchemaBuilder<
  PothosSchemaTypes.ExtendDefaultTypes<{ Context: GraphqlContext }>
>;

/** One schema from every module's contribution (ARCHITECTURE.md §1: /graphql, spec operation names). */
export function buildGraphqlSchema(contributions: ((builder: Builder) => void)[]): GraphQLSchema {
  const builder = new SchemaBuilder<{ Context: GraphqlContext }>({});
  builder.queryType({});
  builder.mutationType({});
  for (const contribute of contributions) contribute(builder);
  const schema = builder.toSchema();
  // Like every REST route, every operation declares its answers per caller (route-matrix.ts).
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      assertMatrixDeclared(`GraphQL ${type!.name}.${field.name}`, field.extensions.matrix);
    }
  }
  return schema;
}

const request = z.object({
  query: z.string().min(1).max(20_000),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().nullish(),
});

const CHECKED_DOCUMENTS = 500;
type GraphqlErrorBody = { message: string; extensions: ReturnType<typeof extensionsOf> };

/** Every GraphQL error carries the REST code and status of the same refusal (docs/api-errors.md). */
function extensionsOf(code: ErrorCode) {
  return { code, status: errorStatus(code) };
}

/**
 * POST /graphql with JSON {query, variables, operationName}; signed-in callers only. Errors thrown as AppError keep
 * their message; anything else is reported without internals.
 */
export function registerGraphql(app: FastifyInstance, schema: GraphQLSchema, options: { production: boolean }) {
  const rules = validationRules(options.production);
  app.decorate('graphqlSchema', schema);
  /**
   * Parsing and validating a document costs more than most operations (issue 14: 40% of a small query's time); the
   * app's pages send the same few documents again and again, so each text's outcome is kept (the newest 500).
   */
  const checkedDocuments = new Map<string, { document: DocumentNode } | { errors: GraphqlErrorBody[] }>();
  function checkedDocument(query: string) {
    let checked = checkedDocuments.get(query);
    if (checked) return checked;
    checked = check(query);
    if (checkedDocuments.size >= CHECKED_DOCUMENTS) checkedDocuments.delete(checkedDocuments.keys().next().value!);
    checkedDocuments.set(query, checked);
    return checked;
  }
  function check(query: string): { document: DocumentNode } | { errors: GraphqlErrorBody[] } {
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: 5_000 });
    } catch (error) {
      return { errors: [{ message: (error as GraphQLError).message, extensions: extensionsOf('bad_request') }] };
    }
    const invalid = validate(schema, document, rules);
    if (invalid.length > 0) {
      return { errors: invalid.map((error) => ({ message: error.message, extensions: extensionsOf('bad_request') })) };
    }
    return { document };
  }
  /**
   * A document whose operation selects only fields that declare `ownScope` (their resolvers open their own scopes,
   * ADR 23) runs without the request's transaction; any other document runs in it as usual.
   */
  function ownsScope(body: unknown): boolean {
    const { query, operationName } = (body ?? {}) as { query?: unknown; operationName?: unknown };
    if (typeof query !== 'string') return false;
    const checked = checkedDocument(query);
    if ('errors' in checked) return false;
    const operations = checked.document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    const operation = operations.length === 1 ? operations[0] : operations.find((o) => o.name?.value === operationName);
    if (!operation || operation.operation !== 'mutation') return false;
    const fields = schema.getMutationType()?.getFields() ?? {};
    return operation.selectionSet.selections.every(
      (selection) =>
        selection.kind === Kind.FIELD &&
        selection.name.value !== '__typename' &&
        fields[selection.name.value]?.extensions.ownScope === true,
    );
  }
  const ownScope = (req: FastifyRequest) => ownsScope(req.body);
  app.post('/graphql', { config: { access: 'authenticated', ownScope }, schema: { body: request } }, async (req) => {
    const body = req.body as z.infer<typeof request>;
    const checked = checkedDocument(body.query);
    if ('errors' in checked) return checked;
    const { document } = checked;
    const result = await execute({
      schema,
      document,
      variableValues: body.variables ?? undefined,
      operationName: body.operationName ?? undefined,
      contextValue: { actor: requireActor(req) } satisfies GraphqlContext,
    });
    if (!result.errors) return result;
    const thrownBy = (error: GraphQLError) =>
      error.originalError instanceof GraphQLError ? undefined : error.originalError;
    // Text the database cannot store (a NUL byte in a search) is refused by a statement, and that ends the request's
    // transaction (ADR 12): the operation is refused as a whole, as on REST (422), and nothing of it is kept.
    for (const error of result.errors) {
      const thrown = thrownBy(error);
      const refusal = thrown && !(thrown instanceof AppError) ? databaseRefusalError(thrown) : null;
      if (refusal) throw refusal;
    }
    return {
      ...result,
      errors: result.errors.map((error) => {
        // Errors graphql-js raises itself (bad variables, unknown fields) are the caller's: bad_request.
        const original = thrownBy(error);
        if (original instanceof AppError) {
          return { message: error.message, path: error.path, extensions: extensionsOf(original.code) };
        }
        if (!original) return { message: error.message, path: error.path, extensions: extensionsOf('bad_request') };
        req.log.error({ err: original }, 'graphql resolver failed');
        return {
          message: 'Something went wrong, please try again.',
          path: error.path,
          extensions: extensionsOf('internal'),
        };
      }),
    };
  });
}
