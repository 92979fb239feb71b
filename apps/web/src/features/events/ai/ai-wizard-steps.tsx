import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AI_DESCRIPTION_MAX, AI_EVENT_TONES, type AiEventOption, type AiEventTone } from '@huddle/domain/ai-schemas';
import { formatDateTime } from '../../../lib/dates';
import type { EventTypeOption } from '../editor/editor-options';

/** Step 1 (spec events §2 "AI generator"): what the event is about. */
export function DescriptionStep({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label="Describe your event"
      helperText="What is it, who is it for, and anything the event should include."
      value={value}
      onChange={(event) => onChange(event.target.value)}
      multiline
      minRows={4}
      fullWidth
      required
      autoFocus
      slotProps={{ htmlInput: { maxLength: AI_DESCRIPTION_MAX } }}
    />
  );
}

interface EventTypeStepProps {
  types: EventTypeOption[] | undefined;
  loading: boolean;
  value: string;
  onChange: (value: string) => void;
}

/** Step 2: one of the organization's event types. */
export function EventTypeStep({ types, loading, value, onChange }: EventTypeStepProps) {
  if (loading) return <Skeleton variant="rounded" height={120} aria-label="Loading event types" />;
  if (!types?.length) {
    return <Alert severity="info">Your organization has no event types yet. An admin adds them in Settings.</Alert>;
  }
  return (
    <FormControl required>
      <FormLabel id="ai-event-type-label">Event type</FormLabel>
      <RadioGroup aria-labelledby="ai-event-type-label" value={value} onChange={(_e, next) => onChange(next)}>
        {types.map((type) => (
          <FormControlLabel key={type.id} value={String(type.id)} control={<Radio />} label={type.name} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** Step 3: at least one tone (spec §4). */
export function TonesStep({ value, onChange }: { value: AiEventTone[]; onChange: (value: AiEventTone[]) => void }) {
  const toggle = (tone: AiEventTone, on: boolean) =>
    onChange(on ? AI_EVENT_TONES.filter((t) => t === tone || value.includes(t)) : value.filter((t) => t !== tone));
  return (
    <FormControl component="fieldset" required>
      <FormLabel component="legend">Tones</FormLabel>
      <FormGroup>
        {AI_EVENT_TONES.map((tone) => (
          <FormControlLabel
            key={tone}
            control={<Checkbox checked={value.includes(tone)} onChange={(e) => toggle(tone, e.target.checked)} />}
            label={tone}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}

interface OptionsStepProps {
  options: AiEventOption[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  chosen: number | null;
  onChoose: (index: number) => void;
  /** "Generate another option": one more for the same request. */
  onMore: () => void;
  moreLoading: boolean;
  moreDisabled: boolean;
  timezone: string;
}

/** Step 4: the generated options, one to choose; loading and failure on the way. */
export function OptionsStep(props: OptionsStepProps) {
  const { options, loading, error, onRetry, chosen, onChoose, onMore, moreLoading, moreDisabled, timezone } = props;
  if (loading) {
    return (
      <Stack spacing={2} role="status" sx={{ alignItems: 'center', py: 4 }}>
        <CircularProgress aria-hidden />
        <Typography>Generating event options…</Typography>
      </Stack>
    );
  }
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        }
      >
        {error}
      </Alert>
    );
  }
  return (
    <FormControl sx={{ width: '100%' }}>
      <FormLabel id="ai-option-label" sx={{ mb: 1 }}>
        Choose one of the generated events
      </FormLabel>
      <RadioGroup
        aria-labelledby="ai-option-label"
        value={chosen === null ? '' : String(chosen)}
        onChange={(_e, next) => onChoose(Number(next))}
      >
        <Stack spacing={1.5}>
          {(options ?? []).map((option, index) => (
            <Paper
              key={index}
              variant="outlined"
              sx={{ p: 1.5, borderColor: chosen === index ? 'primary.main' : 'divider', borderWidth: 2 }}
            >
              <FormControlLabel
                value={String(index)}
                control={<Radio />}
                label={<Typography sx={{ fontWeight: 600 }}>{option.eventTitle}</Typography>}
              />
              <Typography variant="body2" color="text.secondary" sx={{ pl: 4 }}>
                {formatDateTime(option.eventDateTime, timezone)}
                {option.eventLocation ? ` · ${option.eventLocation}` : ''}
              </Typography>
              {/* Sanitized by the server (sanitize-html), as every event description. */}
              <Box
                sx={{ pl: 4, typography: 'body2', '& p': { my: 0.5 }, overflowWrap: 'anywhere' }}
                dangerouslySetInnerHTML={{ __html: option.eventDescription }}
              />
            </Paper>
          ))}
        </Stack>
      </RadioGroup>
      <Box sx={{ mt: 1.5 }}>
        <Button
          onClick={onMore}
          disabled={moreDisabled}
          startIcon={moreLoading ? <CircularProgress size={16} aria-hidden /> : undefined}
        >
          {moreLoading ? 'Generating another option…' : 'Generate another option'}
        </Button>
      </Box>
    </FormControl>
  );
}
