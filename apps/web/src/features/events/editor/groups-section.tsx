import { Controller } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { useActiveGroups } from '../../../lib/reference/active-groups';
import type { GroupOption } from './editor-options';
import { EditorSection, type SectionProps } from './editor-section';

interface GroupsSectionProps extends SectionProps {
  event: HuddleEvent | null;
}

/** The budget rule's two texts (spec events §5) read together under the field. */
function groupsError(message: string): string {
  return message === EVENT_MESSAGES.sameCurrency ? `${message}. ${EVENT_MESSAGES.sameCurrencyHelp}` : message;
}

/** Groups (ERGs) the event belongs to, from the active groups the user can see. */
export function GroupsSection({ form, disabled, event }: GroupsSectionProps) {
  const groups = useActiveGroups();
  const options = groups.data ?? [];
  // A linked group stays shown by name even before (or without) the list.
  const named = (id: number): GroupOption =>
    options.find((group) => group.id === id) ??
    event?.groups?.find((group) => group.id === id) ?? { id, name: `Group ${id}` };

  return (
    <EditorSection title="Groups" description="Link the event to groups so their members can find it.">
      <Controller
        control={form.control}
        name="groupIds"
        render={({ field, fieldState }) => (
          <Autocomplete<GroupOption, true>
            multiple
            value={field.value.map(named)}
            onChange={(_, next) => field.onChange(next.map((group) => group.id))}
            onBlur={field.onBlur}
            options={options}
            filterSelectedOptions
            isOptionEqualToValue={(option, picked) => option.id === picked.id}
            getOptionLabel={(group) => group.name}
            getOptionKey={(group) => group.id}
            loading={groups.isPending}
            loadingText="Loading groups…"
            noOptionsText={groups.isError ? "Groups couldn't be loaded." : 'No groups'}
            disabled={disabled}
            autoHighlight
            slotProps={{ chip: { size: 'small' } }}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Groups"
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message ? groupsError(fieldState.error.message) : 'Optional. Search groups by name.'
                }
              />
            )}
          />
        )}
      />
    </EditorSection>
  );
}
