import { useQuery } from '@tanstack/react-query';
import type { CommunicationStatus, DeliveryMethod, GuestType } from '@huddle/domain/communication-schemas';
import { api, withQuery } from '../../../lib/api-client';
import { communicationKeys } from './communication-keys';
import type { RecipientOption } from './get-recipient-options';

/** A calendar the invitation is added to (spec §3 Invitation form); the server may leave it out. */
export interface InvitationCalendar {
  calendar_id: string;
  is_personal: boolean;
  name: string;
  is_deleted?: boolean;
}

/** The invitation form: defaults for a new one, saved values for an existing one (docs/api-communications.md). */
export interface InvitationForm {
  communication_history_id: number | null;
  event_id: number;
  invite_type: DeliveryMethod;
  status: CommunicationStatus | null;
  /** A new invitation, or a saved one still unsent: the form is not locked (the server's policy). */
  can_edit: boolean;
  is_scheduled: boolean;
  scheduled_for: string | null;
  notifies: boolean;
  invite_subject: string;
  invite_body: string;
  has_calendar_invite: boolean;
  rsvp_pause_active: boolean;
  rsvp_pause_allowed: boolean;
  /** The organization has contact lists (and the flag is on): the lists tab is offered. */
  has_lists: boolean;
  selections: Record<GuestType, RecipientOption[]>;
  calendars?: InvitationCalendar[];
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
