import { useState } from 'react';
import { COMMUNICATION_MESSAGES, type DeliveryMethod, type MessageInput } from '@huddle/domain/communication-schemas';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { useViewerTimezone } from '../../../lib/use-viewer-timezone';
import type { EventMessage } from '../api/get-event-message';
import { useSaveMessage } from '../api/save-message';
import { initialSchedule, UNSCHEDULED, type ScheduleState } from './schedule-time';
import { useComposerFlow } from './use-composer-flow';

/** A message editor: the composer's props with the saved message (null for a new one). */
export interface MessageEditorProps {
  event: HuddleEvent;
  method: DeliveryMethod;
  commId: number | null;
  saved: EventMessage | null;
  onClose: (saved: boolean) => void;
}

interface MessageFlowOptions {
  event: HuddleEvent;
  commId: number | null;
  saved: EventMessage | null;
  contentDirty: boolean;
  validate: () => boolean | Promise<boolean>;
  buildInput: (schedule: ScheduleState) => MessageInput;
  placeFieldErrors?: (error: unknown) => boolean;
  onClose: (saved: boolean) => void;
}

/** What every message editor shares: create-and-send or update through the composer's flow. */
export function useMessageFlow({ event, commId, saved, buildInput, ...options }: MessageFlowOptions) {
  const timezone = useViewerTimezone();
  const saver = useSaveMessage();
  const [initial] = useState(() => (saved ? initialSchedule(saved) : UNSCHEDULED));
  const flow = useComposerFlow({
    type: 'message',
    eventId: event.id,
    eventStart: event.start,
    timezone,
    editing: commId !== null,
    communicationHistoryId: saved?.communication_history_id ?? null,
    initialSchedule: initial,
    failureFallback: COMMUNICATION_MESSAGES.saveMessageFailed,
    submit: (schedule) => saver.mutateAsync({ id: commId, input: buildInput(schedule) }),
    ...options,
  });
  // The server's ability: a saved message that has gone (or is going) no longer changes; a new one always may.
  const locked = saved !== null && !saved.can_edit;
  return { flow, timezone, locked };
}
