import { useState } from 'react';
import {
  COMMUNICATION_MESSAGES,
  defaultInvitationSubject,
  isBlankHtml,
  type DeliveryMethod,
  type InvitationInput,
} from '@huddle/domain/communication-schemas';
import { isApiError } from '../../../lib/api-client';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { useInvitationForm, type InvitationForm } from '../api/get-invitation-form';
import { composerChrome } from './composer-chrome';
import { ComposerFrame } from './composer-frame';
import { composerTitle } from './composer-labels';
import { ComposerLoading } from './composer-loading';
import { PersonalizeInvitation } from './personalize-invitation';
import { RecipientsPanel } from './recipients-panel';
import type { ScheduleState } from './schedule-time';
import { SlackInvitationEditor } from './slack-invitation-editor';
import { invitationRefusal, useInvitationFlow, type InvitationEditorProps } from './use-invitation-flow';
import { recipientAttributes, useInvitationState, type InvitationState } from './use-invitation-state';

interface InvitationComposerProps {
  event: HuddleEvent;
  method: DeliveryMethod;
  commId: number | null;
  onClose: (saved: boolean) => void;
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
  const Editor = method === 'slack' ? SlackInvitationEditor : InvitationEditor;
  return <Editor event={event} method={method} commId={commId} form={form.data} onClose={onClose} />;
}

function InvitationEditor({ event, method, commId, form, onClose }: InvitationEditorProps) {
  const state = useInvitationState(form);
  const [subjectError, setSubjectError] = useState<string | null>(null);
  const refusal = invitationRefusal(method, event, form);
  // The server's ability: a saved invitation that has gone (or is going) no longer changes.
  const locked = !form.can_edit;

  const { flow, timezone } = useInvitationFlow({
    event,
    commId,
    form,
    contentDirty: state.contentDirty,
    validate: () => state.total > 0,
    buildInput: (schedule) => invitationBody(event, method, form, state, schedule),
    placeFieldErrors: (error) => {
      const message = isApiError(error) ? error.errors?.invite_subject?.[0] : undefined;
      if (message) setSubjectError(message);
      return Boolean(message);
    },
    onClose,
  });
  const disabled = locked || flow.saving;

  return (
    <ComposerFrame
      title={composerTitle('invitation', method)}
      {...composerChrome({
        flow,
        refusal,
        locked,
        warning: form.status === 'reschedule' ? COMMUNICATION_MESSAGES.rescheduleBanner : null,
        blocked: refusal !== null || state.total === 0,
        blockedHelp: refusal === null && state.total === 0 ? COMMUNICATION_MESSAGES.noGuests : null,
      })}
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
    />
  );
}
