import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMMUNICATION_MESSAGES,
  defaultMessageSubject,
  type DeliveryMethod,
} from '@huddle/domain/communication-schemas';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { placeFieldErrors } from '../../../lib/form-errors';
import { useViewerTimezone } from '../../../lib/use-viewer-timezone';
import { useEventMessage, type EventMessage } from '../api/get-event-message';
import { useSaveMessage } from '../api/save-message';
import { ComposerFooter } from './composer-footer';
import { ComposerFrame } from './composer-frame';
import { composerTitle } from './composer-labels';
import { ComposerLoading } from './composer-loading';
import { ComposerNotices } from './composer-notices';
import { ComposerOverlays } from './composer-overlays';
import { ComposerSection } from './composer-section';
import { MailPreviewPanel } from './mail-preview';
import { MessageFields } from './message-fields';
import { messageBody, messageDefaults, messageFormSchema, type MessageFormValues } from './message-form-schema';
import { initialSchedule, UNSCHEDULED } from './schedule-time';
import { useComposerFlow } from './use-composer-flow';

interface MessageComposerProps {
  event: HuddleEvent;
  method: DeliveryMethod;
  commId: number | null;
  onClose: (saved: boolean) => void;
}

const FIELDS = ['invitee_statuses', 'message_subject', 'message_body'] as const;

/** Spec §6: a message goes by email to the event's guests (Slack channels arrive with the integrations issue). */
function messageRefusal(method: DeliveryMethod, event: HuddleEvent, saved: EventMessage | null): string | null {
  if (method !== 'email') return COMMUNICATION_MESSAGES.methodUnavailable;
  if (!saved && event.invitees_count === 0) return COMMUNICATION_MESSAGES.noInvitees;
  return null;
}

/** The message composer: a new message, or a saved one loaded first. */
export function MessageComposer(props: MessageComposerProps) {
  const saved = useEventMessage(props.event.id, props.commId);
  if (props.commId !== null && !saved.isSuccess) {
    return (
      <ComposerLoading
        title={composerTitle('message', props.method)}
        error={saved.isError ? saved.error : null}
        onRetry={() => void saved.refetch()}
        onClose={() => props.onClose(false)}
      />
    );
  }
  return <MessageEditor {...props} saved={saved.data ?? null} />;
}

function MessageEditor({
  event,
  method,
  commId,
  saved,
  onClose,
}: MessageComposerProps & { saved: EventMessage | null }) {
  const timezone = useViewerTimezone();
  const saver = useSaveMessage();
  const form = useForm<MessageFormValues>({
    resolver: zodResolver(messageFormSchema),
    defaultValues: messageDefaults(event, saved),
  });
  const values = useWatch({ control: form.control }) as MessageFormValues;
  const [initial] = useState(() => (saved ? initialSchedule(saved) : UNSCHEDULED));
  const refusal = messageRefusal(method, event, saved);
  // The server's ability: a saved message that has gone (or is going) no longer changes; a new one always may.
  const locked = saved !== null && !saved.can_edit;

  const flow = useComposerFlow({
    type: 'message',
    eventId: event.id,
    eventStart: event.start,
    timezone,
    editing: commId !== null,
    communicationHistoryId: saved?.communication_history_id ?? null,
    initialSchedule: initial,
    contentDirty: form.formState.isDirty,
    validate: () => form.trigger(),
    submit: (schedule) =>
      saver.mutateAsync({ id: commId, input: messageBody(form.getValues(), event, method, commId, schedule) }),
    placeFieldErrors: (error) => placeFieldErrors(error, form.setError, FIELDS),
    failureFallback: COMMUNICATION_MESSAGES.saveMessageFailed,
    onClose,
  });
  const disabled = locked || flow.saving;

  return (
    <ComposerFrame
      title={composerTitle('message', method)}
      onCancel={flow.requestCancel}
      notices={
        <ComposerNotices
          refusal={refusal}
          locked={locked ? COMMUNICATION_MESSAGES.notChangeable : null}
          failure={flow.failure}
        />
      }
      left={<MessageFields form={form} event={event} disabled={disabled} />}
      right={
        <ComposerSection title="Preview">
          <MailPreviewPanel
            allowWider={method === 'email'}
            content={{
              kind: 'message',
              event,
              subject: values.message_subject.trim() || defaultMessageSubject(event.name),
              bodyHtml: values.message_body,
              timezone,
              showEventDetailsButton: values.show_event_details_button,
              showRsvpButtons: values.show_rsvp_buttons && !event.past,
            }}
          />
        </ComposerSection>
      }
      footer={
        <>
          <ComposerFooter flow={flow} locked={locked} blocked={refusal !== null} />
          <ComposerOverlays flow={flow} />
        </>
      }
    />
  );
}
