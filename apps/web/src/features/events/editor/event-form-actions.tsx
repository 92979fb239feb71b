import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { SubmitKind } from './use-event-submit';

interface EventFormActionsProps {
  header?: ReactNode;
  published: boolean;
  busy: SubmitKind | null;
  canSave: boolean;
  canPublish: boolean;
  onCancel?: () => void;
  onPreview: () => void;
  onSave: () => void;
  onPublish: () => void;
}

/**
 * The editor's bar: the heading, then Cancel, Preview, Save draft and Publish event (or Preview and Save changes
 * for a published event). It stays at the top while the long form scrolls; on a phone only the buttons do.
 */
export function EventFormActions({
  header,
  published,
  busy,
  canSave,
  canPublish,
  onCancel,
  onPreview,
  onSave,
  onPublish,
}: EventFormActionsProps) {
  const theme = useTheme();
  // On a phone only the buttons stay at the top; the heading scrolls away with the form.
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const size = isPhone ? 'small' : 'medium';
  const buttons = (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      // Two by two on a phone: four buttons do not fit one row of 375 px.
      sx={
        isPhone
          ? { display: 'grid', gridTemplateColumns: '1fr 1fr' }
          : { flexWrap: 'wrap', justifyContent: { md: 'flex-end' } }
      }
    >
      {!published && onCancel && (
        <Button size={size} onClick={onCancel} disabled={busy !== null}>
          Cancel
        </Button>
      )}
      <Button size={size} variant="outlined" onClick={onPreview}>
        Preview
      </Button>
      <Button
        size={size}
        type="submit"
        variant={published ? 'contained' : 'outlined'}
        disabled={!canSave}
        onClick={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        {busy === 'save' ? 'Saving…' : published ? 'Save changes' : 'Save draft'}
      </Button>
      {!published && (
        <Button size={size} variant="contained" disabled={!canPublish} onClick={onPublish}>
          {busy === 'publish' ? 'Publishing…' : 'Publish event'}
        </Button>
      )}
    </Stack>
  );
  const bar = {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    bgcolor: 'background.default',
    py: isPhone ? 1 : 1.5,
    borderBottom: 1,
    borderColor: 'divider',
  } as const;

  if (isPhone) {
    return (
      <>
        {header && <Box sx={{ pt: 1 }}>{header}</Box>}
        <Box sx={{ ...bar, mt: '8px !important' }}>{buttons}</Box>
      </>
    );
  }
  return (
    <Box sx={bar}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>{header}</Box>
        {buttons}
      </Stack>
    </Box>
  );
}
