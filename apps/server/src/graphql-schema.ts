import type { GraphQLSchema } from 'graphql';
import { aiGraphql } from './modules/ai/ai.graphql.ts';
import { analyticsGraphql } from './modules/analytics/analytics.graphql.ts';
import { collectionsGraphql } from './modules/collections/collections.graphql.ts';
import { communicationsGraphql } from './modules/communications/communications.graphql.ts';
import { eventsGraphql } from './modules/events/events.graphql.ts';
import { guestsGraphql } from './modules/guests/guests.graphql.ts';
import { buildGraphqlSchema } from './plugins/graphql.ts';
import type { Services } from './services.ts';

export type GraphqlServices = Pick<
  Services,
  'events' | 'collections' | 'guests' | 'communications' | 'analytics' | 'ai'
>;

/**
 * The schema /graphql serves, from every module's contribution. The app and `npm run schema:graphql` (which publishes
 * it as docs/schema.graphql) build it here, so the published file is the served schema.
 */
export function graphqlSchema(services: GraphqlServices): GraphQLSchema {
  return buildGraphqlSchema([
    eventsGraphql(services.events),
    collectionsGraphql(services.collections),
    guestsGraphql(services.guests),
    communicationsGraphql(services.communications),
    analyticsGraphql(services.analytics),
    aiGraphql(services.ai),
  ]);
}
