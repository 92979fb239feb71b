import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { CSV_MESSAGES, SAMPLE_CONTACT_CSV_NAME, type PreparedContacts } from '@huddle/domain/contact-schemas';
import { CsvFilePicker } from '../../../components/csv-file-picker';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/snackbars';
import { formatCount } from './contact-format';
import { CsvContactsPreview } from './csv-contacts-preview';
import { notifyWarning } from './notify-warning';
import { readContactCsv } from '../../../lib/read-contact-csv';
import { useBatchUpload } from './use-batch-upload';

interface CsvUploadDialogProps {
  /** The contact-lists flag: offers saving the upload as a list. */
  listsEnabled: boolean;
  onClose: () => void;
}

interface ChosenFile {
  name: string;
  prepared: PreparedContacts;
}

/** Spec §4–§5: choose a CSV, preview its valid rows (parsed once, in the browser), upload them in batches. */
export function CsvUploadDialog({ listsEnabled, onClose }: CsvUploadDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const helpId = useId();
  const { upload, progress, uploading } = useBatchUpload();
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [reading, setReading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saveToList, setSaveToList] = useState(false);
  const [listName, setListName] = useState('');
  const [listNameError, setListNameError] = useState<string | null>(null);
  const busy = reading || uploading;
  const rows = chosen?.prepared.valid ?? [];

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    setReading(true);
    const prepared = await readContactCsv(file);
    setReading(false);
    if (prepared) setChosen({ name: file.name, prepared });
    else {
      setChosen(null);
      setFailure(CSV_MESSAGES.invalidFile);
    }
  };

  const send = async () => {
    const name = listName.trim();
    if (saveToList && !name) return setListNameError(CSV_MESSAGES.listNameRequired);
    setListNameError(null);
    setFailure(null);
    try {
      const outcome = await upload(rows, saveToList ? name : null);
      notify.success(CSV_MESSAGES.saved(outcome.intoList));
      if (outcome.rejected > 0) notifyWarning(CSV_MESSAGES.rejected(outcome.rejected));
      onClose();
    } catch (error) {
      // A list name that is taken (or otherwise refused) belongs under its field; anything else is the file.
      const nameError = isApiError(error) ? (error.errors?.segment_name ?? error.errors?.name)?.[0] : undefined;
      if (nameError) return setListNameError(nameError);
      setFailure(CSV_MESSAGES.uploadFailed);
      notify.error(CSV_MESSAGES.uploadFailed);
    }
  };

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
        Upload contacts
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Stack spacing={1}>
            <Typography id={helpId}>
              Upload a CSV file with one contact per row: an email column, and optionally first name, last name and role
              (Admin, Organizer or User). Emails already in your contacts are left as they are.
            </Typography>
            <Link
              href={`/${SAMPLE_CONTACT_CSV_NAME}`}
              download={SAMPLE_CONTACT_CSV_NAME}
              sx={{ alignSelf: 'flex-start' }}
            >
              Download the sample CSV
            </Link>
          </Stack>
          <CsvFilePicker
            fileName={chosen?.name ?? null}
            describedBy={helpId}
            disabled={busy}
            onFile={(file) => void choose(file)}
          />
          {reading && (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
              <CircularProgress size={20} aria-hidden />
              <Typography>Checking your file…</Typography>
            </Stack>
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
          {chosen && !reading && <CsvContactsPreview prepared={chosen.prepared} />}
          {listsEnabled && (
            <Stack spacing={1.5}>
              <FormControlLabel
                control={
                  <Switch
                    checked={saveToList}
                    disabled={uploading}
                    onChange={(event) => {
                      setSaveToList(event.target.checked);
                      setListNameError(null);
                    }}
                  />
                }
                label="Save to a contact list"
              />
              {saveToList && (
                <TextField
                  label="List name"
                  size="small"
                  value={listName}
                  disabled={uploading}
                  onChange={(event) => {
                    setListName(event.target.value);
                    setListNameError(null);
                  }}
                  error={Boolean(listNameError)}
                  helperText={listNameError ?? ' '}
                  slotProps={{ htmlInput: { 'aria-required': true, maxLength: 200 } }}
                  sx={{ maxWidth: 400 }}
                />
              )}
            </Stack>
          )}
          {progress && (
            <Stack spacing={1}>
              <LinearProgress
                variant="determinate"
                value={progress.total ? (progress.done / progress.total) * 100 : 0}
                aria-label="Uploading contacts"
              />
              <Typography variant="body2" role="status">
                Uploading {formatCount(progress.done)} of {formatCount(progress.total)}
              </Typography>
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void send()} disabled={busy || rows.length === 0}>
          {uploading ? 'Uploading…' : 'Upload'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
