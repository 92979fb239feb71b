import { useState } from 'react';
import {
  COMMUNICATION_MESSAGES,
  invitationMethodRefusal,
  type DeliveryMethod,
  type InvitationInput,
} from '@huddle/domain/communication-schemas';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { useViewerTimezone } from '../../../lib/use-viewer-timezone';
import type { InvitationForm } from '../api/get-invitation-form';
import { useSaveInvitation } from '../api/save-invitation';
import { initialSchedule, type ScheduleState } from './schedule-time';
import { useComposerFlow } from './use-composer-flow';

/** Spec §6–§7: why an invitation by this method cannot go out now, or null. The server checks the same. */
export function invitationRefusal(method: DeliveryMethod, event: HuddleEvent, form: InvitationForm): string | null {
  const pause = {
    rsvp_pause_active: event.rsvp_pause_active || form.rsvp_pause_active,
    rsvp_pause_allowed: event.rsvp_pause_allowed || form.rsvp_pause_allowed,
  };
  return (
    invitationMethodRefusal(method, pause) ??
    (!event.published ? COMMUNICATION_MESSAGES.notPublished : null) ??
    (event.past ? COMMUNICATION_MESSAGES.eventEnded : null)
  );
}

/** An invitation editor: the composer's props with the loaded form. */
export interface InvitationEditorProps {
  event: HuddleEvent;
  method: DeliveryMethod;
  commId: number | null;
  form: InvitationForm;
  onClose: (saved: boolean) => void;
}

interface InvitationFlowOptions {
  event: HuddleEvent;
  commId: number | null;
  form: InvitationForm;
  contentDirty: boolean;
  validate: () => boolean;
  buildInput: (schedule: ScheduleState) => InvitationInput;
  placeFieldErrors?: (error: unknown) => boolean;
  onClose: (saved: boolean) => void;
}

/** What every invitation editor shares: the save (or reschedule) of the form through the composer's flow. */
export function useInvitationFlow({ event, commId, form, buildInput, ...options }: InvitationFlowOptions) {
  const timezone = useViewerTimezone();
  const saver = useSaveInvitation();
  const [initial] = useState(() => initialSchedule(form));
  const flow = useComposerFlow({
    type: 'invitation',
    eventId: event.id,
    eventStart: event.start,
    timezone,
    editing: commId !== null,
    communicationHistoryId: form.communication_history_id,
    initialSchedule: initial,
    failureFallback: COMMUNICATION_MESSAGES.saveInvitationFailed,
    submit: (schedule) =>
      saver.mutateAsync({
        input: buildInput(schedule),
        reschedule:
          commId !== null && form.status === 'reschedule' && form.communication_history_id !== null
            ? { eventInvitationId: commId, communicationHistoryId: form.communication_history_id }
            : null,
      }),
    ...options,
  });
  return { flow, timezone };
}
