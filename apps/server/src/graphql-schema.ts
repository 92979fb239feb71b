import type { GraphQLSchema } from 'graphql';
import { MODULES } from './modules/manifest.ts';
import { buildGraphqlSchema } from './plugins/graphql.ts';
import type { Services } from './services.ts';

/**
 * The schema /graphql serves, from the GraphQL contributions of the manifest's modules. The app and
 * `npm run schema:graphql` (which publishes it as docs/schema.graphql) build it here, so the file is the served schema.
 */
export function graphqlSchema(services: Services): GraphQLSchema {
  return buildGraphqlSchema(MODULES.flatMap((module) => module.graphql?.(services) ?? []));
}
