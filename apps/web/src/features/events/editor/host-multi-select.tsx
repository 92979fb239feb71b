import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import { PersonMultiSelect } from '../../../components/person-multi-select';
import { useHostOptions } from '../api/get-host-options';
import type { PersonOption } from './event-form-schema';

interface HostMultiSelectProps {
  value: PersonOption[];
  onChange: (people: PersonOption[]) => void;
  onBlur?: () => void;
  error?: string;
  /** Called with the reason when a change is refused (the last organizer cannot be removed). */
  onRefused: (message: string) => void;
  disabled?: boolean;
}

/**
 * "Event organizers": people who will be able to manage the event, searched on the server as the user types.
 * At least one always stays (spec events §5): removing the last one is refused with the spec's words.
 */
export function HostMultiSelect({ onRefused, ...props }: HostMultiSelectProps) {
  return (
    <PersonMultiSelect
      {...props}
      label="Event organizers"
      helperText="Event organizers will be able to manage this event."
      required
      useOptions={useHostOptions}
      onLastRemoved={() => onRefused(EVENT_MESSAGES.lastOrganizer)}
    />
  );
}
