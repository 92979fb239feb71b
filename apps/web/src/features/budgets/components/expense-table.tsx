import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { formatMoney } from '../../../lib/money';
import type { ExpenseItem } from '../api/event-budget-api';

/** A calendar day ("2026-11-20") in the reader's locale; UTC so it never moves a day. */
const day = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

interface ExpenseTableProps {
  items: ExpenseItem[];
  categories: { id: number; name: string }[];
  onEdit: (item: ExpenseItem) => void;
  onDelete: (item: ExpenseItem) => void;
}

/** The expense tracker's rows; scrolls sideways on a phone. */
export function ExpenseTable({ items, categories, onEdit, onDelete }: ExpenseTableProps) {
  if (items.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        No expenses yet. Add the first one to start tracking spend.
      </Typography>
    );
  }
  const categoryName = (id: number | null) => categories.find((c) => c.id === id)?.name ?? '—';
  return (
    <TableContainer>
      <Table size="small" aria-label="Expenses">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Category</TableCell>
            <TableCell align="right">Estimated</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Date</TableCell>
            <TableCell>Notes</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id}>
              <TableCell sx={{ fontWeight: 600 }}>{item.name}</TableCell>
              <TableCell>{categoryName(item.expense_category_id)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(item.estimated_cost, item.currency.code)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(item.actual_cost, item.currency.code)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.spent_on ? day(item.spent_on) : '—'}</TableCell>
              <TableCell sx={{ maxWidth: 240, overflowWrap: 'anywhere' }}>{item.notes || '—'}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <IconButton aria-label={`Edit ${item.name}`} onClick={() => onEdit(item)}>
                  <EditOutlinedIcon />
                </IconButton>
                <IconButton aria-label={`Delete ${item.name}`} onClick={() => onDelete(item)}>
                  <DeleteOutlineIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
