import { useState } from 'react';
import { COMMUNICATION_MESSAGES, type CommunicationType } from '@huddle/domain/communication-schemas';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/snackbars';
import type { CommunicationResponse } from '../api/communication-models';
import { useDeleteCommunication } from '../api/delete-communication';
import { MAIN_LABELS } from './composer-labels';
import { fallbackSuccessMessage, sameSchedule, type ScheduleState } from './schedule-time';

export type ComposerConfirm = 'send' | 'discard' | 'delete';

export interface ComposerFlowOptions {
  type: CommunicationType;
  eventId: number;
  eventStart: string;
  timezone: string;
  /** A saved communication is being edited: the main button reads 'Save changes' and Delete is offered. */
  editing: boolean;
  communicationHistoryId: number | null;
  initialSchedule: ScheduleState;
  /** The content (not the schedule) differs from what was loaded. */
  contentDirty: boolean;
  /** Checks the content before anything is asked or sent; false leaves the composer open with its errors. */
  validate: () => boolean | Promise<boolean>;
  submit: (schedule: ScheduleState) => Promise<CommunicationResponse>;
  /** Puts field errors of the content under their fields; true when it placed any. */
  placeFieldErrors?: (error: unknown) => boolean;
  failureFallback: string;
  onClose: (saved: boolean) => void;
}

/**
 * What the invitation and message composers share (spec §4 Scheduling, §2 dialogs): the schedule, the main button,
 * the send-now, discard and delete confirmations, and how a save's answer or failure is shown.
 */
export function useComposerFlow(options: ComposerFlowOptions) {
  const { type, timezone, editing, initialSchedule, onClose } = options;
  const [schedule, setSchedule] = useState<ScheduleState>(initialSchedule);
  const [scheduleOpen, setScheduleOpen] = useState(false);
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<ComposerConfirm | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const deleter = useDeleteCommunication();

  const dirty = options.contentDirty || !sameSchedule(schedule, initialSchedule);
  const mainLabel = editing
    ? MAIN_LABELS.saveChanges
    : schedule.isScheduled
      ? MAIN_LABELS.schedule
      : MAIN_LABELS.sendNow;

  const save = async () => {
    setFailure(null);
    setScheduleError(null);
    setSaving(true);
    try {
      const answer = await options.submit(schedule);
      notify.success(answer.message || fallbackSuccessMessage(type, schedule, timezone));
      setConfirm(null);
      onClose(true);
    } catch (error) {
      setConfirm(null);
      const scheduleProblem = isApiError(error) ? error.errors?.scheduled_for?.[0] : undefined;
      if (scheduleProblem) setScheduleError(scheduleProblem);
      const placed = options.placeFieldErrors?.(error) ?? false;
      if (!scheduleProblem && !placed) setFailure(errorMessage(error, options.failureFallback));
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (options.communicationHistoryId === null) return;
    try {
      const answer = await deleter.mutateAsync({ eventId: options.eventId, id: options.communicationHistoryId });
      notify.success(answer.message || COMMUNICATION_MESSAGES.deleted);
      setConfirm(null);
      onClose(true);
    } catch (error) {
      setConfirm(null);
      notify.error(errorMessage(error, COMMUNICATION_MESSAGES.deleteFailed));
    }
  };

  return {
    type,
    timezone,
    eventStart: options.eventStart,
    editing,
    schedule,
    scheduleOpen,
    scheduleError,
    confirm,
    failure,
    saving,
    deleting: deleter.isPending,
    dirty,
    mainLabel,
    canDelete: editing && options.communicationHistoryId !== null,
    openSchedule: () => setScheduleOpen(true),
    closeSchedule: () => setScheduleOpen(false),
    setScheduledFor: (iso: string) => {
      setSchedule({ isScheduled: true, scheduledFor: iso });
      setScheduleError(null);
      setScheduleOpen(false);
    },
    clearSchedule: () => {
      setSchedule({ isScheduled: false, scheduledFor: null });
      setScheduleError(null);
      setScheduleOpen(false);
    },
    /** The main button: anything that goes out at once is confirmed first. */
    requestSave: async () => {
      if (!(await options.validate())) return;
      if (schedule.isScheduled) void save();
      else setConfirm('send');
    },
    confirmSend: () => void save(),
    requestCancel: () => (dirty ? setConfirm('discard') : onClose(false)),
    confirmDiscard: () => {
      setConfirm(null);
      onClose(false);
    },
    requestDelete: () => setConfirm('delete'),
    confirmDelete: () => void remove(),
    closeConfirm: () => setConfirm(null),
  };
}

export type ComposerFlow = ReturnType<typeof useComposerFlow>;
