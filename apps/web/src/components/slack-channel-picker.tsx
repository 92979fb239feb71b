import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { SLACK_MESSAGES } from '@huddle/domain/slack-schemas';

/** Words of the picker (interface, not rules). */
export const CHANNEL_PICKER_LABELS = {
  noChannels: 'No synced Slack channels yet. An admin picks them in the Slack settings.',
  noMatch: 'No channels match your search.',
} as const;

/** A channel to pick: our id, its name, whether it is private. */
export interface ChannelChoice {
  id: number;
  name: string;
  private?: boolean;
}

interface SlackChannelPickerProps {
  legend: string;
  channels: ChannelChoice[];
  selected: number[];
  onChange: (ids: number[]) => void;
  disabled: boolean;
  error?: string;
}

/** Spec guest-engagement §2: Slack shows channels with a search; each channel is a checkbox. */
export function SlackChannelPicker({ legend, channels, selected, onChange, disabled, error }: SlackChannelPickerProps) {
  const [search, setSearch] = useState('');
  const errorId = useId();
  const term = search.trim().toLowerCase();
  const shown = term ? channels.filter((channel) => channel.name.toLowerCase().includes(term)) : channels;
  const toggle = (id: number) =>
    onChange(selected.includes(id) ? selected.filter((known) => known !== id) : [...selected, id]);

  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled} sx={{ gap: 1, width: '100%' }}>
      <FormLabel component="legend">{legend}</FormLabel>
      <TextField
        type="search"
        size="small"
        label={SLACK_MESSAGES.searchChannels}
        value={search}
        onChange={(change) => setSearch(change.target.value)}
      />
      {channels.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {CHANNEL_PICKER_LABELS.noChannels}
        </Typography>
      ) : shown.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {CHANNEL_PICKER_LABELS.noMatch}
        </Typography>
      ) : (
        <Box sx={{ maxHeight: 360, overflowY: 'auto' }}>
          <FormGroup aria-describedby={error ? errorId : undefined}>
            {shown.map((channel) => (
              <FormControlLabel
                key={channel.id}
                label={
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                    #{channel.name}
                    {channel.private && <LockOutlinedIcon fontSize="inherit" titleAccess="Private channel" />}
                  </Box>
                }
                control={<Checkbox checked={selected.includes(channel.id)} onChange={() => toggle(channel.id)} />}
              />
            ))}
          </FormGroup>
        </Box>
      )}
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  );
}
