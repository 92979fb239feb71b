import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ROLE_LABELS } from '@huddle/domain/roles';
import type { EmployeeCsvResult } from '../api/upload-employees';

function Count({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Box sx={{ px: 2, py: 1, border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 96 }}>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700, color }}>
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** A table that scrolls is reachable by keyboard, so its overflow can be scrolled without a mouse. */
const scrollable = (name: string) => ({ tabIndex: 0, role: 'region', 'aria-label': `${name}, scrollable` });

const shownOf = (shown: number, total: number) => (total > shown ? ` (first ${shown} of ${total})` : '');

/** What an upload would do: matched and ignored columns, counts, the valid rows and the invalid ones. */
export function CsvPreview({ result }: { result: EmployeeCsvResult }) {
  return (
    <Stack spacing={2.5}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }} role="list" aria-label="Row counts">
        {[
          { label: 'Valid rows', value: result.valid_count, color: 'success.main' },
          {
            label: 'Invalid rows',
            value: result.invalid_count,
            color: result.invalid_count ? 'error.main' : undefined,
          },
          {
            label: 'Duplicates',
            value: result.duplicate_count,
            color: result.duplicate_count ? 'warning.dark' : undefined,
          },
          { label: 'Rows in file', value: result.total_rows },
        ].map((count) => (
          <div role="listitem" key={count.label}>
            <Count {...count} />
          </div>
        ))}
      </Stack>
      <Section title="Matched columns">
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {result.columns.map((column) => (
            <Chip key={column} label={column} size="small" color="primary" variant="outlined" />
          ))}
        </Stack>
      </Section>
      {result.ignored_columns.length > 0 && (
        <Section title="Ignored columns">
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {result.ignored_columns.map((column) => (
              <Chip key={column} label={column} size="small" />
            ))}
          </Stack>
        </Section>
      )}
      {result.rows.length > 0 && (
        <Section title={`Valid rows${shownOf(result.rows.length, result.valid_count)}`}>
          <TableContainer
            {...scrollable('Valid rows')}
            sx={{ maxHeight: 280, border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <Table size="small" stickyHeader aria-label="Valid rows">
              <TableHead>
                <TableRow>
                  {['Line', 'Email', 'First name', 'Last name', 'Office', 'Role', 'Status', 'Action'].map((head) => (
                    <TableCell key={head}>{head}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {result.rows.map((row) => (
                  <TableRow key={row.line}>
                    <TableCell>{row.line}</TableCell>
                    <TableCell>{row.email}</TableCell>
                    <TableCell>{row.first_name}</TableCell>
                    <TableCell>{row.last_name}</TableCell>
                    <TableCell>{row.office ?? '—'}</TableCell>
                    <TableCell>{ROLE_LABELS[row.role] ?? row.role}</TableCell>
                    <TableCell>{row.status === 'active' ? 'Active' : 'Deactivated'}</TableCell>
                    <TableCell>{row.exists ? 'Update' : 'Create'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Section>
      )}
      {result.invalid.length > 0 && (
        <Section title={`Invalid rows${shownOf(result.invalid.length, result.invalid_count)} — these are skipped`}>
          <TableContainer
            {...scrollable('Invalid rows')}
            sx={{ maxHeight: 220, border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <Table size="small" stickyHeader aria-label="Invalid rows">
              <TableHead>
                <TableRow>
                  <TableCell>Line</TableCell>
                  <TableCell>Email</TableCell>
                  <TableCell>Errors</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.invalid.map((row) => (
                  <TableRow key={row.line}>
                    <TableCell>{row.line}</TableCell>
                    <TableCell>{row.email || '—'}</TableCell>
                    <TableCell sx={{ color: 'error.main' }}>{row.errors.join(' ')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Section>
      )}
    </Stack>
  );
}
