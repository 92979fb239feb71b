import { COMMUNICATION_TYPES, DELIVERY_METHODS } from '@huddle/domain/communication-schemas';
import type { CommunicationType, DeliveryMethod } from '@huddle/domain/communication-schemas';
import { MAX_ID } from '@huddle/domain/ids';

/** Spec §6: Slack only for an organization that has it; email and calendar for everyone. */
export function deliveryMethodsFor({ slackEnabled }: { slackEnabled: boolean }): DeliveryMethod[] {
  return DELIVERY_METHODS.filter((method) => method !== 'slack' || slackEnabled);
}

export const communicationsPath = (eventId: number) => `/event/${eventId}/communications`;

/** The composer's route: /event/{id}/communications/{type}/{method}[/{commId}] (spec §2 Composer). */
export function composerPath(
  eventId: number,
  type: CommunicationType,
  method: DeliveryMethod,
  commId?: number | string | null,
): string {
  const base = `${communicationsPath(eventId)}/${type}/${method}`;
  return commId === null || commId === undefined ? base : `${base}/${commId}`;
}

export type ComposerRoute =
  | { kind: 'none' }
  | { kind: 'invalid' }
  | { kind: 'composer'; type: CommunicationType; method: DeliveryMethod; commId: number | null };

/**
 * Reads the composer's route parameters. Nothing after the tab is the plain page; anything that is not a type, an
 * offered method and (optionally) a saved communication's id is 'invalid' (the page goes back to its own URL).
 */
export function parseComposerRoute(
  params: { type?: string; method?: string; commId?: string },
  methods: readonly DeliveryMethod[],
): ComposerRoute {
  const { type, method, commId } = params;
  if (!type && !method && !commId) return { kind: 'none' };
  const knownType = COMMUNICATION_TYPES.find((candidate) => candidate === type);
  const knownMethod = methods.find((candidate) => candidate === method);
  if (!knownType || !knownMethod) return { kind: 'invalid' };
  if (commId === undefined) return { kind: 'composer', type: knownType, method: knownMethod, commId: null };
  const id = /^\d+$/.test(commId) ? Number(commId) : 0;
  if (id < 1 || id > MAX_ID) return { kind: 'invalid' };
  return { kind: 'composer', type: knownType, method: knownMethod, commId: id };
}
