import { useQuery } from '@tanstack/react-query';
import type { DeliveryMethod } from '@huddle/domain/communication-schemas';
import type { InvitationFormRecord } from '@huddle/domain/contracts/communications';
import { api, withQuery } from '../../../lib/api-client';
import { communicationKeys } from './communication-keys';

/** A calendar the invitation is added to (spec §3 Invitation form); the server may leave it out. */
export interface InvitationCalendar {
  calendar_id: string;
  is_personal: boolean;
  name: string;
  is_deleted?: boolean;
}

/**
 * The invitation form: defaults for a new one, saved values for an existing one (docs/api-communications.md), as the
 * server's contract says. `calendars` and `selections.channel` are read when the server sends them.
 */
export type InvitationForm = InvitationFormRecord & {
  calendars?: InvitationCalendar[];
  /** A Slack invitation's saved channels, under `channel` as the other guest types are. */
  selections: { channel?: SavedChannel[] };
};

/** A saved channel of a Slack invitation: our id and its name. */
export interface SavedChannel {
  id: number;
  name: string;
  private?: boolean;
}

export interface InvitationFormParams {
  eventId: number;
  method: DeliveryMethod;
  /** The saved invitation (the route's commId); null for a new one. */
  invitationId: number | null;
}

/** GET new_event_invitation (defaults) or existing_event_invitation (a saved one). */
export function fetchInvitationForm({ eventId, method, invitationId }: InvitationFormParams): Promise<InvitationForm> {
  const path =
    invitationId === null
      ? withQuery('/api/event_invitations/new_event_invitation', { event_id: eventId, method })
      : withQuery('/api/event_invitations/existing_event_invitation', { event_invitation_id: invitationId });
  return api.get<{ invitation: InvitationForm }>(path).then((answer) => answer.invitation);
}

/** The composer starts from the server's answer once; refetching behind the user's edits would not change them. */
export function useInvitationForm(params: InvitationFormParams) {
  return useQuery({
    queryKey: communicationKeys.invitation(params.eventId, params.method, params.invitationId),
    queryFn: () => fetchInvitationForm(params),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
