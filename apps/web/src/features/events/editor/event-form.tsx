/**
 * EventForm: the event editor's form (spec events §2 "Event editor"), for a new event, a draft, or a published
 * event (the manager "details" tab renders it for the latter).
 *
 * Props
 * - `event`: the saved event, or null for a new one. Unpublished (or null): the actions are Cancel, Preview,
 *   Save draft and Publish event. Published: Preview and Save changes; with the flag
 *   event-change-email-guests-dialog on, saving first asks EVENT_MESSAGES.sendUpdatePrompt (Yes/No and an optional
 *   message, sent as send_email_updates / email_updates_message). When `event.editable` is false (it has started)
 *   every control is disabled and EVENT_MESSAGES.locked says why; when `event.can_edit` is false,
 *   EVENT_MESSAGES.notEditable.
 * - `header`: shown left of the actions, e.g. the page's h1.
 * - `collectionId`: the collection the editor was opened for (?collection_id=); sent as event[collection_id].
 * - `groupIds`: groups preselected on a new event (?group_id=).
 * - `onSaved(event, message)`: after a successful save, once the form holds what was stored (not dirty any more).
 * - `onPublished(event, message)`: after publishing; the unsaved-changes guard is already down, so it may navigate.
 * - `onCancel()`: the Cancel button (unpublished only; hidden when not given).
 * The save and publish calls themselves: api/save-event.ts (eventFormData, saveEvent), api/publish-event.ts, and
 * toEventSubmission in ./event-form-values.ts.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { useCurrentUser } from '../../../lib/current-user';
import { browserTimezone } from '../../../lib/dates';
import { isPastEditableUntil } from '../../../lib/event/editable-until';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { BasicsSection } from './basics-section';
import { useActiveGroups } from '../../../lib/reference/active-groups';
import { useEventTypes } from '../../../lib/reference/organization-types';
import { groupCurrencyProblem, useEditorFlags } from './editor-options';
import { EventFormActions } from './event-form-actions';
import {
  createEventFormSchema,
  type EventFormContext,
  type EventFormOutput,
  type EventFormValues,
} from './event-form-schema';
import { eventDefaults, newEventDefaults } from './event-form-values';
import { EventPreviewDialog } from './event-preview-dialog';
import { GroupsSection } from './groups-section';
import { LocationSection } from './location-section';
import { SendUpdateDialog } from './send-update-dialog';
import { SettingsSection } from './settings-section';
import { TimeSection } from './time-section';
import { useEventSubmit } from './use-event-submit';

export interface EventFormProps {
  event: HuddleEvent | null;
  header?: ReactNode;
  collectionId?: number | null;
  groupIds?: number[];
  onSaved?: (event: HuddleEvent, message: string) => void;
  onPublished?: (event: HuddleEvent, message: string) => void;
  onCancel?: () => void;
}

const UNSAVED_MESSAGE = 'Your changes to this event are not saved. Leave without saving them?';

export function EventForm({
  event,
  header,
  collectionId = null,
  groupIds,
  onSaved,
  onPublished,
  onCancel,
}: EventFormProps) {
  const { user } = useCurrentUser();
  const timezone = user?.timezone || browserTimezone();
  const flags = useEditorFlags();
  const groups = useActiveGroups();
  const eventTypes = useEventTypes();
  const [saved, setSaved] = useState<HuddleEvent | null>(event);
  const [defaults] = useState<EventFormValues>(() =>
    event
      ? eventDefaults(event, timezone)
      : newEventDefaults({ now: new Date(), timezone, creator: user, neverPublic: flags.neverPublic, groupIds }),
  );

  // The resolver reads the latest saved times and groups when it runs, not when the form was created.
  const context = useRef<EventFormContext>({ timezone, savedStart: null, savedEnds: null, groupsProblem: () => null });
  const savedValues = useMemo(() => (saved ? eventDefaults(saved, timezone) : null), [saved, timezone]);
  context.current = {
    timezone,
    savedStart: savedValues?.start ?? null,
    savedEnds: savedValues?.ends ?? null,
    groupsProblem: (ids) => groupCurrencyProblem(ids, groups.data ?? [], flags.budget),
  };

  const form = useForm<EventFormValues, unknown, EventFormOutput>({
    resolver: (values, resolverContext, options) =>
      zodResolver(createEventFormSchema(context.current))(values, resolverContext, options),
    defaultValues: defaults,
  });
  const { busy, failure, outcome, runSave, runPublish, validated } = useEventSubmit({
    form,
    timezone,
    collectionId,
    saved,
    onStored: setSaved,
  });
  const [previewing, setPreviewing] = useState(false);
  const [asking, setAsking] = useState<EventFormOutput | null>(null);

  const callbacks = useRef({ onSaved, onPublished });
  callbacks.current = { onSaved, onPublished };
  // The owner hears of the outcome after the render that lowered the guard, so a navigation is never blocked.
  useEffect(() => {
    if (!outcome) return;
    const handler = outcome.kind === 'publish' ? callbacks.current.onPublished : callbacks.current.onSaved;
    handler?.(outcome.event, outcome.message);
  }, [outcome]);

  const published = Boolean(saved?.published);
  // The server's `editable`, and its `editable_until` against the clock: a form left open past the start locks itself.
  const locked = saved ? !saved.editable || isPastEditableUntil(saved) : false;
  const notAllowed = saved ? saved.editable && !saved.can_edit : false;
  const disabled = locked || notAllowed || busy !== null || outcome?.kind === 'publish';
  const isDirty = form.formState.isDirty;

  const save = validated((values) => {
    if (published && flags.askToEmailGuests) setAsking(values);
    else return runSave(values);
  });
  const publish = validated((values) => runPublish(values));

  const typeId = useWatch({ control: form.control, name: 'eventTypeId' });
  const typeName =
    (eventTypes.data ?? []).find((type) => String(type.id) === typeId)?.name ??
    (saved?.event_type && String(saved.event_type.id) === typeId ? saved.event_type.name : null);

  return (
    <Stack
      component="form"
      noValidate
      aria-label="Event form"
      spacing={3}
      onSubmit={(submitEvent) => {
        submitEvent.preventDefault();
        if (isDirty && !disabled) void save();
      }}
    >
      <UnsavedChangesGuard when={isDirty && outcome?.kind !== 'publish'} message={UNSAVED_MESSAGE} />
      <EventFormActions
        header={header}
        published={published}
        busy={busy}
        canSave={isDirty && !disabled}
        canPublish={!disabled}
        onCancel={onCancel}
        onPreview={() => setPreviewing(true)}
        onSave={() => void save()}
        onPublish={() => void publish()}
      />
      {locked && <Alert severity="info">{EVENT_MESSAGES.locked}</Alert>}
      {notAllowed && <Alert severity="info">{EVENT_MESSAGES.notEditable}</Alert>}
      {failure && <Alert severity="error">{failure}</Alert>}
      <BasicsSection form={form} disabled={disabled} event={saved} />
      <TimeSection form={form} disabled={disabled} timezone={timezone} />
      <LocationSection form={form} disabled={disabled} />
      <GroupsSection form={form} disabled={disabled} event={saved} />
      <SettingsSection form={form} disabled={disabled} event={saved} neverPublic={flags.neverPublic} />
      {previewing && (
        <EventPreviewDialog
          values={form.getValues()}
          savedCoverUrl={saved?.cover_image ?? null}
          eventTypeName={typeName}
          timezone={timezone}
          onClose={() => setPreviewing(false)}
        />
      )}
      {asking && (
        <SendUpdateDialog
          onCancel={() => setAsking(null)}
          onAnswer={(choice) => {
            const values = asking;
            setAsking(null);
            void runSave(values, choice);
          }}
        />
      )}
    </Stack>
  );
}
