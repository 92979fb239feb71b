import { useState } from 'react';
import {
  COMMUNICATION_MESSAGES,
  defaultInvitationSubject,
  invitationMethodRefusal,
  isBlankHtml,
  type DeliveryMethod,
  type InvitationInput,
} from '@huddle/domain/communication-schemas';
import { isApiError } from '../../../lib/api-client';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { useViewerTimezone } from '../../../lib/use-viewer-timezone';
import { useInvitationForm, type InvitationForm } from '../api/get-invitation-form';
import { useSaveInvitation } from '../api/save-invitation';
import { ComposerFooter } from './composer-footer';
import { ComposerFrame } from './composer-frame';
import { composerTitle } from './composer-labels';
import { ComposerLoading } from './composer-loading';
import { ComposerNotices } from './composer-notices';
import { ComposerOverlays } from './composer-overlays';
import { PersonalizeInvitation } from './personalize-invitation';
import { RecipientsPanel } from './recipients-panel';
import { initialSchedule, type ScheduleState } from './schedule-time';
import { useComposerFlow } from './use-composer-flow';
import { recipientAttributes, useInvitationState, type InvitationState } from './use-invitation-state';

interface InvitationComposerProps {
  event: HuddleEvent;
  method: DeliveryMethod;
  commId: number | null;
  onClose: (saved: boolean) => void;
}

/** Spec §6–§7: why an invitation by this method cannot go out now, or null. The server checks the same. */
export function invitationRefusal(method: DeliveryMethod, event: HuddleEvent, form: InvitationForm): string | null {
  const pause = {
    rsvp_pause_active: event.rsvp_pause_active || form.rsvp_pause_active,
    rsvp_pause_allowed: event.rsvp_pause_allowed || form.rsvp_pause_allowed,
  };
  return (
    invitationMethodRefusal(method, pause) ??
    // Slack invitations arrive with the integrations issue; the server answers methodUnavailable for now.
    (method === 'slack' ? COMMUNICATION_MESSAGES.methodUnavailable : null) ??
    (!event.published ? COMMUNICATION_MESSAGES.notPublished : null) ??
    (event.past ? COMMUNICATION_MESSAGES.eventEnded : null)
  );
}

/** The POST body (invitationInput): subject trimmed with the default for a blank one, markup-only body as none. */
export function invitationBody(
  event: HuddleEvent,
  method: DeliveryMethod,
  form: InvitationForm,
  state: Pick<InvitationState, 'subject' | 'body' | 'selections'>,
  schedule: ScheduleState,
): InvitationInput {
  return {
    communication_history_id: form.communication_history_id,
    event_id: event.id,
    invite_type: method,
    is_scheduled: schedule.isScheduled,
    scheduled_for: schedule.isScheduled ? schedule.scheduledFor : null,
    notifies: true,
    recipient_attributes: recipientAttributes(state.selections),
    invite_subject: state.subject.trim() || defaultInvitationSubject(event.name),
    invite_body: isBlankHtml(state.body) ? '' : state.body,
    has_calendar_invite: form.has_calendar_invite,
  };
}

/** The invitation composer: loads the form (defaults or the saved invitation), then edits it. */
export function InvitationComposer({ event, method, commId, onClose }: InvitationComposerProps) {
  const form = useInvitationForm({ eventId: event.id, method, invitationId: commId });
  if (!form.isSuccess) {
    return (
      <ComposerLoading
        title={composerTitle('invitation', method)}
        error={form.isError ? form.error : null}
        onRetry={() => void form.refetch()}
        onClose={() => onClose(false)}
      />
    );
  }
  return <InvitationEditor event={event} method={method} commId={commId} form={form.data} onClose={onClose} />;
}

function InvitationEditor({
  event,
  method,
  commId,
  form,
  onClose,
}: InvitationComposerProps & { form: InvitationForm }) {
  const timezone = useViewerTimezone();
  const state = useInvitationState(form);
  const saver = useSaveInvitation();
  const [subjectError, setSubjectError] = useState<string | null>(null);
  const [initial] = useState(() => initialSchedule(form));
  const refusal = invitationRefusal(method, event, form);
  // The server's ability: a saved invitation that has gone (or is going) no longer changes.
  const locked = !form.can_edit;

  const flow = useComposerFlow({
    type: 'invitation',
    eventId: event.id,
    eventStart: event.start,
    timezone,
    editing: commId !== null,
    communicationHistoryId: form.communication_history_id,
    initialSchedule: initial,
    contentDirty: state.contentDirty,
    validate: () => state.total > 0,
    submit: (schedule) =>
      saver.mutateAsync({
        input: invitationBody(event, method, form, state, schedule),
        reschedule:
          commId !== null && form.status === 'reschedule' && form.communication_history_id !== null
            ? { eventInvitationId: commId, communicationHistoryId: form.communication_history_id }
            : null,
      }),
    placeFieldErrors: (error) => {
      const message = isApiError(error) ? error.errors?.invite_subject?.[0] : undefined;
      if (message) setSubjectError(message);
      return Boolean(message);
    },
    failureFallback: COMMUNICATION_MESSAGES.saveInvitationFailed,
    onClose,
  });
  const disabled = locked || flow.saving;

  return (
    <ComposerFrame
      title={composerTitle('invitation', method)}
      onCancel={flow.requestCancel}
      notices={
        <ComposerNotices
          refusal={refusal}
          locked={locked ? COMMUNICATION_MESSAGES.notChangeable : null}
          warning={form.status === 'reschedule' ? COMMUNICATION_MESSAGES.rescheduleBanner : null}
          failure={flow.failure}
        />
      }
      left={
        <PersonalizeInvitation
          event={event}
          method={method}
          timezone={timezone}
          subject={state.subject}
          onSubjectChange={(subject) => {
            state.setSubject(subject);
            setSubjectError(null);
          }}
          subjectError={subjectError}
          body={state.body}
          onBodyChange={state.setBody}
          paused={event.rsvp_pause_active || form.rsvp_pause_active}
          disabled={disabled}
        />
      }
      right={
        <RecipientsPanel
          eventId={event.id}
          invitationId={commId}
          method={method}
          hasLists={form.has_lists}
          state={state}
          disabled={disabled}
        />
      }
      footer={
        <>
          <ComposerFooter
            flow={flow}
            locked={locked}
            blocked={refusal !== null || state.total === 0}
            blockedHelp={refusal === null && state.total === 0 ? COMMUNICATION_MESSAGES.noGuests : null}
          />
          <ComposerOverlays flow={flow} />
        </>
      }
    />
  );
}
