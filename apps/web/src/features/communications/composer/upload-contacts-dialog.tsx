import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CSV_MESSAGES, type PreparedContacts } from '@huddle/domain/contact-schemas';
import { CsvFilePicker } from '../../../components/csv-file-picker';
import { notify } from '../../../lib/snackbars';
import type { RecipientOption } from '../api/get-recipient-options';
import { readContactsCsv, uploadContacts } from './upload-contacts';

interface UploadContactsDialogProps {
  eventId: number;
  /** The uploaded people, to add to the selected contacts. */
  onUploaded: (options: RecipientOption[]) => void;
  onClose: () => void;
}

const readyText = (n: number) => `${n} ${n === 1 ? 'contact is' : 'contacts are'} ready to upload.`;
const addedText = (n: number) => `${n} uploaded ${n === 1 ? 'contact was' : 'contacts were'} added to the selection.`;

/** 'Upload contacts': a CSV of email, first name and last name; the people join the contacts and the selection. */
/** How many valid rows the dialog shows before uploading. */
const PREVIEW_ROWS = 5;

export function UploadContactsDialog({ eventId, onUploaded, onClose }: UploadContactsDialogProps) {
  const titleId = useId();
  const helpId = useId();
  const [chosen, setChosen] = useState<{ name: string; prepared: PreparedContacts } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const rows = chosen?.prepared.valid ?? [];

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    setBusy(true);
    const prepared = await readContactsCsv(file);
    setBusy(false);
    setChosen(prepared ? { name: file.name, prepared } : null);
    if (!prepared) setFailure(CSV_MESSAGES.invalidFile);
  };

  const upload = async () => {
    setFailure(null);
    setBusy(true);
    try {
      const outcome = await uploadContacts(eventId, rows);
      const selectable = outcome.options.filter((option) => option.selectable);
      onUploaded(selectable);
      notify.success(CSV_MESSAGES.saved(false));
      if (selectable.length > 0) notify.info(addedText(selectable.length));
      if (outcome.rejected > 0) notify.info(CSV_MESSAGES.rejected(outcome.rejected));
      onClose();
    } catch {
      setBusy(false);
      setFailure(CSV_MESSAGES.uploadFailed);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        Upload contacts
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography id={helpId}>
            Choose a CSV file with one person per row and the columns email, first name and last name. New people are
            added to your contacts; everyone in the file is selected for this invitation.
          </Typography>
          <CsvFilePicker
            fileName={chosen?.name ?? null}
            describedBy={helpId}
            disabled={busy}
            onFile={(file) => void choose(file)}
          />
          {failure && <Alert severity="error">{failure}</Alert>}
          {chosen && (
            <Stack spacing={1} role="status">
              <Typography>{readyText(rows.length)}</Typography>
              {rows.length > 0 && (
                // Spec §4 "CSV upload: choose a file, preview valid rows, upload": the first rows as read.
                <Table size="small" aria-label="Valid rows">
                  <TableHead>
                    <TableRow>
                      <TableCell>Email</TableCell>
                      <TableCell>Name</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.slice(0, PREVIEW_ROWS).map((row) => (
                      <TableRow key={row.email}>
                        <TableCell sx={{ wordBreak: 'break-all' }}>{row.email}</TableCell>
                        <TableCell>{`${row.first_name} ${row.last_name}`.trim()}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
              {rows.length > PREVIEW_ROWS && (
                <Typography variant="body2" color="text.secondary">
                  and {rows.length - PREVIEW_ROWS} more
                </Typography>
              )}
              {chosen.prepared.invalidCount > 0 && (
                <Alert severity="warning">{CSV_MESSAGES.skipped(chosen.prepared.invalidCount)}</Alert>
              )}
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void upload()} disabled={busy || rows.length === 0}>
          {busy && chosen ? 'Uploading…' : 'Upload'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
