import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COMMUNICATION_MESSAGES, GUEST_TYPE_NOUNS } from '@huddle/domain/communication-schemas';
import { errorMessage } from '../../../lib/api-client';
import { useSyncedSlackChannels } from '../../../lib/reference/synced-slack-channels';
import { SlackChannelPicker, type ChannelChoice } from '../../../components/slack-channel-picker';
import { SLACK_LABELS } from './composer-labels';
import { ComposerSection } from './composer-section';

interface SlackChannelsPanelProps {
  selected: ChannelChoice[];
  onChange: (channels: ChannelChoice[]) => void;
  disabled: boolean;
}

/**
 * The Slack invitation's right column (spec §2): the selected channels with 'Deselect all', then the organization's
 * synced channels with a search.
 */
export function SlackChannelsPanel({ selected, onChange, disabled }: SlackChannelsPanelProps) {
  const synced = useSyncedSlackChannels();
  const headingId = useId();
  // Saved channels the organization no longer syncs stay selectable off (they keep their saved names).
  const known = new Map<number, ChannelChoice>(selected.map((channel) => [channel.id, channel]));
  for (const channel of synced.data ?? []) known.set(channel.id, channel);
  const choices = (synced.data ?? []).map(({ id, name, private: isPrivate }) => ({ id, name, private: isPrivate }));

  return (
    <ComposerSection title={SLACK_LABELS.channels}>
      <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={headingId} variant="subtitle2" component="h4">
            Selected ({selected.length})
          </Typography>
          <Button size="small" onClick={() => onChange([])} disabled={disabled || selected.length === 0}>
            Deselect all
          </Button>
        </Stack>
        {selected.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {COMMUNICATION_MESSAGES.noneSelected(GUEST_TYPE_NOUNS.channel)}
          </Typography>
        ) : (
          <Stack
            role="group"
            aria-label="Selected channels"
            direction="row"
            spacing={0.75}
            useFlexGap
            sx={{ flexWrap: 'wrap' }}
          >
            {selected.map((channel) => (
              <Chip
                key={channel.id}
                size="small"
                label={`#${channel.name}`}
                onDelete={disabled ? undefined : () => onChange(selected.filter((other) => other.id !== channel.id))}
              />
            ))}
          </Stack>
        )}
      </Stack>
      <Divider />
      {synced.isError ? (
        <Alert severity="error">{errorMessage(synced.error, COMMUNICATION_MESSAGES.genericFailed)}</Alert>
      ) : synced.isPending ? (
        <Typography role="status" variant="body2">
          Loading channels…
        </Typography>
      ) : (
        <SlackChannelPicker
          legend={SLACK_LABELS.channels}
          channels={choices}
          selected={selected.map((channel) => channel.id)}
          onChange={(ids) => onChange(ids.flatMap((id) => known.get(id) ?? []))}
          disabled={disabled}
        />
      )}
    </ComposerSection>
  );
}
