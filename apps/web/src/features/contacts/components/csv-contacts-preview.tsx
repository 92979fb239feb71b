import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CSV_MESSAGES, type PreparedContacts } from '@huddle/domain/contact-schemas';
import { formatCount, plural, roleLabel } from './contact-format';

/** A 100,000-row file previews its first rows only; the upload still sends them all. */
export const PREVIEW_ROWS = 50;

function Count({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Box role="listitem" sx={{ px: 2, py: 1, border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 110 }}>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700, color }}>
        {formatCount(value)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/** The counts, the skipped-rows warning and the first valid rows of a chosen CSV. */
export function CsvContactsPreview({ prepared }: { prepared: PreparedContacts }) {
  const { valid, invalidCount, duplicateCount } = prepared;
  const shown = valid.slice(0, PREVIEW_ROWS);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }} role="list" aria-label="Row counts">
        <Count label="Contacts to upload" value={valid.length} color="success.main" />
        <Count label="Invalid rows" value={invalidCount} color={invalidCount ? 'error.main' : undefined} />
        <Count label="Duplicates removed" value={duplicateCount} />
      </Stack>
      {invalidCount > 0 && <Alert severity="warning">{CSV_MESSAGES.skipped(invalidCount)}</Alert>}
      {duplicateCount > 0 && (
        <Alert severity="info">
          {plural(duplicateCount, 'row')} repeating an email above {duplicateCount === 1 ? 'was' : 'were'} removed.
        </Alert>
      )}
      {valid.length === 0 ? (
        <Alert severity="error">{CSV_MESSAGES.noValidRows}</Alert>
      ) : (
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="h3">
            {valid.length > shown.length
              ? `Preview: the first ${formatCount(shown.length)} of ${plural(valid.length, 'contact')}`
              : `Preview: ${plural(valid.length, 'contact')}`}
          </Typography>
          <TableContainer
            tabIndex={0}
            role="region"
            aria-label="Contacts preview, scrollable"
            sx={{ maxHeight: 280, border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <Table size="small" stickyHeader aria-label="Contacts preview">
              <TableHead>
                <TableRow>
                  <TableCell>Email</TableCell>
                  <TableCell>First name</TableCell>
                  <TableCell>Last name</TableCell>
                  <TableCell>Role</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((row) => (
                  <TableRow key={row.email}>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{row.email}</TableCell>
                    <TableCell>{row.first_name || '—'}</TableCell>
                    <TableCell>{row.last_name || '—'}</TableCell>
                    <TableCell>{row.role ? roleLabel(row.role) : '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Stack>
      )}
    </Stack>
  );
}
