import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DeliveryMethod, GuestType } from '@huddle/domain/communication-schemas';
import type {
  RecipientOptionPageResponse,
  RecipientOptionRecord,
  RecipientSelectionsResponse,
} from '@huddle/domain/contracts/communications';
import { api, withQuery } from '../../../lib/api-client';
import { communicationKeys } from './communication-keys';

/** One row of a recipients table (docs/api-communications.md `option`): a contact, or a group, list or office. */
export type RecipientOption = RecipientOptionRecord;

export type RecipientOptionPage = RecipientOptionPageResponse;

export interface RecipientOptionParams {
  eventId: number;
  /** The saved invitation being edited (its own rows are not "already scheduled"); null for a new one. */
  invitationId: number | null;
  method: DeliveryMethod;
  page: number;
  perPage: number;
  search: string;
}

/** GET /api/event_invitations/{type}_options: one server page of contacts, groups, lists or offices. */
export function fetchRecipientOptions(type: GuestType, params: RecipientOptionParams): Promise<RecipientOptionPage> {
  return api.get<RecipientOptionPage>(
    withQuery(`/api/event_invitations/${type}_options`, {
      event_id: params.eventId,
      event_invitation_id: params.invitationId ?? undefined,
      method: params.method,
      page: params.page,
      per_page: params.perPage,
      search: params.search.trim(),
    }),
  );
}

/** One page of a recipients table, keeping the previous page on screen while the next one loads. */
export function useRecipientOptions(type: GuestType, params: RecipientOptionParams) {
  const { eventId, ...rest } = params;
  return useQuery({
    queryKey: communicationKeys.options(eventId, type, { ...rest, search: rest.search.trim() }),
    queryFn: () => fetchRecipientOptions(type, params),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/event_invitations/{type}_selections: the rows of known ids (e.g. contacts just uploaded), so they can
 * join the selection with their names. It is the same family as the options call, so it lives beside it.
 */
export function fetchRecipientSelections(type: GuestType, eventId: number, ids: number[]): Promise<RecipientOption[]> {
  return api
    .get<RecipientSelectionsResponse>(
      withQuery(`/api/event_invitations/${type}_selections`, { event_id: eventId, selections: ids.join(',') }),
    )
    .then((answer) => answer.selections);
}
