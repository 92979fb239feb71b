import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { AiEventOption, AiEventStatus, AiEventTone } from '@huddle/domain/ai-schemas';
import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import { notify } from '../../../lib/snackbars';
import { useCreateAiEvent } from '../api/create-ai-event';
import { useGenerateAiEvent } from '../api/generate-ai-event';
import { useGenerateAiEventOptions } from '../api/generate-ai-event-options';
import { useEventTypes } from '../../../lib/reference/organization-types';
import { DescriptionStep, EventTypeStep, OptionsStep, TonesStep } from './ai-wizard-steps';

const STEPS = ['Description', 'Event type', 'Tones', 'Choose an option'] as const;

interface AiGeneratorDialogProps {
  timezone: string;
  onClose: () => void;
}

/**
 * Spec events §2 "AI generator", §4 "AI wizard": description, event type, tones, then one of the generated options,
 * saved as a draft or published. Next stays disabled until the step's input is given.
 */
export function AiGeneratorDialog({ timezone, onClose }: AiGeneratorDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const navigate = useNavigate();
  const types = useEventTypes();
  const generate = useGenerateAiEventOptions();
  const generateOne = useGenerateAiEvent();
  const create = useCreateAiEvent();
  const [step, setStep] = useState(0);
  const [description, setDescription] = useState('');
  const [eventType, setEventType] = useState('');
  const [tones, setTones] = useState<AiEventTone[]>([]);
  // Options added one at a time by "Generate another option", after the first generation's.
  const [more, setMore] = useState<AiEventOption[]>([]);
  const [chosen, setChosen] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const request = { eventType, eventDescription: description.trim(), eventTones: tones };
  const ready = [description.trim() !== '', eventType !== '', tones.length > 0][step] ?? false;
  const options = generate.data && [...generate.data, ...more];
  const busy = generate.isPending || generateOne.isPending || create.isPending;

  const runGenerate = () => {
    setChosen(null);
    setMore([]);
    setFailure(null);
    generate.mutate(request);
  };
  /** One more option for the same request, added and chosen; a failure keeps the options there are. */
  const generateAnother = async () => {
    // Its place in the list: the button stays disabled until the answer, so the list cannot grow meanwhile.
    const added = options?.length ?? 0;
    setFailure(null);
    try {
      const option = await generateOne.mutateAsync(request);
      setMore((current) => [...current, option]);
      setChosen(added);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setFailure(message);
      notify.error(message);
    }
  };
  const next = () => {
    if (step === 2) runGenerate();
    setStep(step + 1);
  };
  const save = async (status: AiEventStatus) => {
    const option = chosen === null ? undefined : options?.[chosen];
    if (!option) return;
    setFailure(null);
    try {
      // The chosen option's description replaces the request's.
      const event = await create.mutateAsync({ ...request, ...option, status });
      notify.success(status === 'published' ? EVENT_MESSAGES.published : EVENT_MESSAGES.draftSaved);
      onClose();
      void navigate(status === 'published' ? `/event/${event.id}` : `/event/${event.id}/create`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setFailure(message);
      notify.error(message);
    }
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Generate event</DialogTitle>
      <DialogContent dividers>
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
          {STEPS.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {step === 0 && <DescriptionStep value={description} onChange={setDescription} />}
        {step === 1 && (
          <EventTypeStep types={types.data} loading={types.isPending} value={eventType} onChange={setEventType} />
        )}
        {step === 2 && <TonesStep value={tones} onChange={setTones} />}
        {step === 3 && (
          <OptionsStep
            options={options}
            loading={generate.isPending}
            error={generate.error?.message ?? null}
            onRetry={runGenerate}
            chosen={chosen}
            onChoose={setChosen}
            onMore={() => void generateAnother()}
            moreLoading={generateOne.isPending}
            moreDisabled={busy}
            timezone={timezone}
          />
        )}
        {failure && step === 3 && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        {step > 0 && (
          <Button onClick={() => setStep(step - 1)} disabled={busy}>
            Back
          </Button>
        )}
        {step < 3 ? (
          <Button variant="contained" onClick={next} disabled={!ready}>
            Next
          </Button>
        ) : (
          <>
            <Button variant="outlined" onClick={() => void save('draft')} disabled={busy || chosen === null}>
              Save as draft
            </Button>
            <Button variant="contained" onClick={() => void save('published')} disabled={busy || chosen === null}>
              Publish
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
