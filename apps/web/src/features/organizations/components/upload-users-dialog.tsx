import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { EMPLOYEE_CSV_COLUMNS, EMPLOYEE_CSV_MAX_BYTES, USER_ADMIN_MESSAGES } from '@huddle/domain/user-admin-schemas';
import { visuallyHidden } from '../../../components/visually-hidden';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/snackbars';
import { useUploadEmployees, type EmployeeCsvResult } from '../api/upload-employees';
import { CsvPreview } from './csv-preview';

type Step =
  | { name: 'pick' }
  | { name: 'preview'; file: File; result: EmployeeCsvResult }
  | { name: 'done'; result: EmployeeCsvResult };

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Spec §5: pick a CSV, preview what it would do (dry run), then upload it. */
export function UploadUsersDialog({ onClose }: { onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const upload = useUploadEmployees();
  const [step, setStep] = useState<Step>({ name: 'pick' });
  const [failure, setFailure] = useState<string | null>(null);
  const busy = upload.isPending;
  const uploading = busy && upload.variables?.dryRun === false;

  const preview = async (file: File | undefined) => {
    if (!file) return setFailure(USER_ADMIN_MESSAGES.csvRequired);
    if (file.size > EMPLOYEE_CSV_MAX_BYTES) return setFailure(USER_ADMIN_MESSAGES.csvTooLarge);
    setFailure(null);
    try {
      const result = await upload.mutateAsync({ file, dryRun: true });
      setStep({ name: 'preview', file, result });
    } catch (error) {
      setStep({ name: 'pick' });
      setFailure(errorMessage(error, USER_ADMIN_MESSAGES.csvUnreadable));
    }
  };

  const send = async (file: File) => {
    setFailure(null);
    try {
      const result = await upload.mutateAsync({ file, dryRun: false });
      notify.success(result.message || USER_ADMIN_MESSAGES.csvUploaded);
      setStep({ name: 'done', result });
    } catch (error) {
      setFailure(errorMessage(error, USER_ADMIN_MESSAGES.failed));
    }
  };

  const filePicker = (label: string, variant: 'contained' | 'text') => (
    <Button
      component="label"
      role={undefined}
      tabIndex={-1}
      variant={variant}
      startIcon={<UploadFileOutlinedIcon />}
      disabled={busy}
      sx={{ '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      {label}
      <input
        type="file"
        accept=".csv,text/csv"
        aria-label="CSV file"
        disabled={busy}
        style={visuallyHidden}
        onChange={(event) => {
          void preview(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </Button>
  );

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        Upload users
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {uploading && <LinearProgress aria-label="Uploading users" />}
          {failure && <Alert severity="error">{failure}</Alert>}
          {step.name === 'pick' && (
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Typography>
                Upload a CSV file with one employee per row. New emails create users; existing ones are updated. Your
                own role and status never change.
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Columns: {EMPLOYEE_CSV_COLUMNS.join(', ')}. Only email is required; dates as YYYY/MM/DD.
              </Typography>
              {busy ? (
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
                  <CircularProgress size={20} aria-hidden />
                  <Typography>Checking your file…</Typography>
                </Stack>
              ) : (
                filePicker('Choose CSV file', 'contained')
              )}
            </Stack>
          )}
          {step.name === 'preview' && (
            <>
              <Typography>
                Preview of <strong>{step.file.name}</strong>: nothing is saved until you upload.
              </Typography>
              <CsvPreview result={step.result} />
            </>
          )}
          {step.name === 'done' && (
            <Alert severity="success">
              {step.result.message || USER_ADMIN_MESSAGES.csvUploaded} {plural(step.result.created_count, 'user')}{' '}
              created, {plural(step.result.updated_count, 'user')} updated
              {step.result.invalid_count > 0 && `, ${plural(step.result.invalid_count, 'row')} skipped`}.
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        {step.name === 'done' ? (
          <Button variant="contained" onClick={onClose}>
            Done
          </Button>
        ) : (
          <>
            {step.name === 'preview' && <Box sx={{ mr: 'auto' }}>{filePicker('Choose another file', 'text')}</Box>}
            <Button onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            {step.name === 'preview' && (
              <Button
                variant="contained"
                onClick={() => void send(step.file)}
                disabled={busy || step.result.valid_count === 0}
              >
                {uploading ? 'Uploading…' : `Upload ${plural(step.result.valid_count, 'user')}`}
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
