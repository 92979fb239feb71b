import type { ReactNode } from 'react';
import { useId } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseFormReturn } from 'react-hook-form';
import type { EventFormOutput, EventFormValues } from './event-form-schema';

/** The editor's form as every section receives it. */
export type EventFormApi = UseFormReturn<EventFormValues, unknown, EventFormOutput>;

export interface SectionProps {
  form: EventFormApi;
  /** Locked (started) or not the caller's to change: every control is disabled. */
  disabled: boolean;
}

/** One titled card of the editor; a region named by its heading, so it is a landmark for screen readers. */
export function EditorSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Stack spacing={2.5}>
        <Stack spacing={0.5}>
          <Typography id={headingId} variant="h6" component="h2">
            {title}
          </Typography>
          {description && (
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
