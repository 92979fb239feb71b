import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { BUDGET_MESSAGES as M } from '@huddle/domain/budget-schemas';
import { DiscardChangesDialog } from '../../../components/discard-changes-dialog';
import { isMoneyInput } from '../../../lib/money';
import type { ExpenseDraft, ExpenseItem } from '../api/event-budget-api';
import { categoryChoices, categoryLabel, type CategoryChoice } from './category-choices';

export type ExpenseRowEdit = ExpenseDraft & { id: number };
type Row = ExpenseRowEdit;

const toRow = (item: ExpenseItem): Row => ({
  id: item.id,
  name: item.name,
  expense_category_id: item.expense_category_id,
  estimated_cost: item.estimated_cost,
  actual_cost: item.actual_cost,
  spent_on: item.spent_on,
  notes: item.notes ?? '',
});

const rowErrors = (row: Row) => ({
  name: row.name.trim() ? null : M.nameRequired,
  estimated_cost: isMoneyInput(row.estimated_cost || '0') ? null : M.amount,
  actual_cost: isMoneyInput(row.actual_cost || '0') ? null : M.amount,
});

const changed = (row: Row, item: ExpenseItem) => {
  const before = toRow(item);
  return (Object.keys(row) as (keyof Row)[]).some((key) => row[key] !== before[key]);
};

interface ExpenseBulkTableProps {
  items: ExpenseItem[];
  /** Every category of the organization, deleted ones too (active: false). */
  categories: CategoryChoice[];
  saving: boolean;
  /** Called with the rows that differ from what was loaded; the panel saves them and ends the mode on success. */
  onSave: (rows: Row[]) => void;
  onCancel: () => void;
  onInvalid: () => void;
}

/**
 * The expense tracker's bulk edit mode (spec guest-engagement §5, §8): every row's fields at once, amounts not
 * below 0; nothing is sent while a row has an error.
 */
export function ExpenseBulkTable({ items, categories, saving, onSave, onCancel, onInvalid }: ExpenseBulkTableProps) {
  const [rows, setRows] = useState(() => items.map(toRow));
  const [touched, setTouched] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const dirty = rows.some((row) =>
    changed(
      row,
      items.find((item) => item.id === row.id)!,
    ),
  );
  const cancel = () => (dirty ? setDiscarding(true) : onCancel());
  const set = (id: number, patch: Partial<Row>) =>
    setRows((all) => all.map((row) => (row.id === id ? { ...row, ...patch } : row)));

  const save = () => {
    setTouched(true);
    if (rows.some((row) => Object.values(rowErrors(row)).some(Boolean))) return onInvalid();
    const edited = rows
      .filter((row) =>
        changed(
          row,
          items.find((item) => item.id === row.id)!,
        ),
      )
      .map((row) => ({
        ...row,
        name: row.name.trim(),
        estimated_cost: row.estimated_cost?.trim() || '0',
        actual_cost: row.actual_cost.trim() || '0',
      }));
    if (edited.length === 0) return onCancel();
    onSave(edited);
  };

  const money = (row: Row, field: 'estimated_cost' | 'actual_cost', label: string, error: string | null) => (
    <TextField
      size="small"
      type="number"
      value={row[field] ?? ''}
      onChange={(e) => set(row.id, { [field]: e.target.value })}
      error={touched && Boolean(error)}
      helperText={touched ? error : null}
      slotProps={{ htmlInput: { min: 0, step: '0.01', inputMode: 'decimal', 'aria-label': `${label} of ${row.name}` } }}
      sx={{ width: 110 }}
    />
  );

  return (
    // Escape leaves the mode like Cancel; an open menu or dialog takes its own Escape first (MUI stops it there).
    <Stack spacing={2} onKeyDown={(e) => e.key === 'Escape' && !saving && cancel()}>
      <TableContainer>
        <Table size="small" aria-label="Edit expenses" sx={{ '& td, & th': { px: 0.75 } }}>
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Category</TableCell>
              <TableCell align="right">Estimated</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell>Date</TableCell>
              <TableCell>Notes</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const errors = rowErrors(row);
              const loaded = items.find((item) => item.id === row.id);
              const label = loaded?.name ?? row.name;
              return (
                <TableRow key={row.id}>
                  <TableCell>
                    <TextField
                      size="small"
                      value={row.name}
                      onChange={(e) => set(row.id, { name: e.target.value })}
                      error={touched && Boolean(errors.name)}
                      helperText={touched ? errors.name : null}
                      slotProps={{ htmlInput: { 'aria-label': `Name of ${label}` } }}
                      sx={{ minWidth: 140 }}
                    />
                  </TableCell>
                  <TableCell>
                    <TextField
                      select
                      size="small"
                      value={row.expense_category_id ?? ''}
                      onChange={(e) =>
                        set(row.id, { expense_category_id: e.target.value === '' ? null : Number(e.target.value) })
                      }
                      slotProps={{ select: { inputProps: { 'aria-label': `Category of ${label}` } } }}
                      sx={{ minWidth: 130 }}
                    >
                      <MenuItem value="">No category</MenuItem>
                      {categoryChoices(categories, loaded?.expense_category_id ?? null).map((c) => (
                        <MenuItem key={c.id} value={c.id}>
                          {categoryLabel(c)}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                  <TableCell align="right">
                    {money(row, 'estimated_cost', 'Estimated', errors.estimated_cost)}
                  </TableCell>
                  <TableCell align="right">{money(row, 'actual_cost', 'Amount', errors.actual_cost)}</TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      type="date"
                      value={row.spent_on ?? ''}
                      onChange={(e) => set(row.id, { spent_on: e.target.value || null })}
                      slotProps={{ htmlInput: { 'aria-label': `Date of ${label}` } }}
                    />
                  </TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      value={row.notes}
                      onChange={(e) => set(row.id, { notes: e.target.value })}
                      slotProps={{ htmlInput: { 'aria-label': `Notes of ${label}` } }}
                      sx={{ minWidth: 120 }}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={cancel} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={save} loading={saving}>
          Save changes
        </Button>
      </Stack>
      <DiscardChangesDialog
        open={discarding}
        message={M.confirmDiscard}
        onKeep={() => setDiscarding(false)}
        onDiscard={onCancel}
      />
    </Stack>
  );
}
