import { useState } from 'react';
import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import { errorMessage } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-client';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { placeFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/snackbars';
import { usePublishEvent } from '../api/publish-event';
import { useSaveEvent, type EventSubmission } from '../api/save-event';
import type { EventFormApi } from './editor-section';
import { EVENT_FORM_FIELDS, type EventFormOutput } from './event-form-schema';
import { eventDefaults, toEventSubmission } from './event-form-values';
import type { GuestUpdateChoice } from './send-update-dialog';

export type SubmitKind = 'save' | 'publish';

/** What happened last; the form hands it to its owner once the unsaved-changes guard is down. */
export type SubmitOutcome = { kind: SubmitKind; event: HuddleEvent; message: string };

interface Options {
  form: EventFormApi;
  timezone: string;
  collectionId: number | null;
  /** The event as last saved (null while new). */
  saved: HuddleEvent | null;
  onStored: (event: HuddleEvent) => void;
}

/**
 * Save and publish with the spec's reactions: the server's message in a snackbar, its field errors under their
 * fields, EVENT_MESSAGES.saveFailed / publishFailed otherwise; after a save the form starts again from what was
 * stored, so it is no longer "changed".
 */
export function useEventSubmit({ form, timezone, collectionId, saved, onStored }: Options) {
  const save = useSaveEvent();
  const publish = usePublishEvent();
  const [busy, setBusy] = useState<SubmitKind | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);

  const submission = (values: EventFormOutput, choice?: GuestUpdateChoice): EventSubmission => ({
    ...toEventSubmission(values, { timezone, event: saved, collectionId }),
    ...(choice ? { send_email_updates: choice.send, email_updates_message: choice.message } : {}),
  });

  const fail = (error: unknown, fallback: string) => {
    const placed = placeFieldErrors(error, form.setError, EVENT_FORM_FIELDS);
    // Field errors the form has no place for are listed above it as "key: message" (spec events §8); so is a
    // refusal that belongs to no field (say, the event started meanwhile).
    const known = new Set<string>(EVENT_FORM_FIELDS.map((m) => (typeof m === 'string' ? m : m[0])));
    const unplaced =
      isApiError(error) && error.errors
        ? Object.entries(error.errors)
            .filter(([key]) => !known.has(key))
            .map(([key, messages]) => `${key}: ${messages[0] ?? ''}`)
        : [];
    setFailure(unplaced.length > 0 ? unplaced.join(', ') : placed ? null : errorMessage(error, fallback));
    notify.error(fallback);
  };

  const runSave = async (values: EventFormOutput, choice?: GuestUpdateChoice) => {
    setBusy('save');
    setFailure(null);
    try {
      const body = await save.mutateAsync({ id: saved?.id ?? null, submission: submission(values, choice) });
      const message = body.message ?? (body.event.published ? EVENT_MESSAGES.updated : EVENT_MESSAGES.draftSaved);
      notify.success(message);
      onStored(body.event);
      form.reset(eventDefaults(body.event, timezone));
      setOutcome({ kind: 'save', event: body.event, message });
    } catch (error) {
      fail(error, EVENT_MESSAGES.saveFailed);
    } finally {
      setBusy(null);
    }
  };

  const runPublish = async (values: EventFormOutput) => {
    setBusy('publish');
    setFailure(null);
    try {
      const body = await publish.mutateAsync({ id: saved?.id ?? null, submission: submission(values) });
      const message = body.message ?? EVENT_MESSAGES.published;
      notify.success(message);
      onStored(body.event);
      setOutcome({ kind: 'publish', event: body.event, message });
    } catch (error) {
      fail(error, EVENT_MESSAGES.publishFailed);
      setBusy(null);
    }
  };

  /** Client validation first; a form with errors is not sent (spec events §5). */
  const validated = (run: (values: EventFormOutput) => void | Promise<void>) =>
    form.handleSubmit(run, () => notify.error(EVENT_MESSAGES.resolveErrors));

  return { busy, failure, outcome, runSave, runPublish, validated };
}
