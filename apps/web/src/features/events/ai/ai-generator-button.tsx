import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { useFeatureFlags } from '../../../lib/feature-flags';

// The wizard loads when it is first opened, not with the events page.
const AiGeneratorDialog = lazy(() =>
  import('./ai-generator-dialog').then((module) => ({ default: module.AiGeneratorDialog })),
);

/**
 * "Generate event" (spec events §6: those who create events) with the ai-generate-event flag on; the server answers
 * the flag off when no model is configured, so the button is hidden then too.
 */
export function AiGeneratorButton({ timezone }: { timezone: string }) {
  const { flags } = useFeatureFlags();
  const [open, setOpen] = useState(false);
  if (!flags['ai-generate-event']) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<AutoAwesomeIcon />} onClick={() => setOpen(true)}>
        Generate event
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AiGeneratorDialog timezone={timezone} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
