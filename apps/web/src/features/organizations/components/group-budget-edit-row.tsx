import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { BUDGET_MESSAGES as M } from '@huddle/domain/budget-schemas';
import { isMoneyInput } from '../../../lib/money';
import type { GroupBudgetRow } from '../api/budget-settings-api';

export interface GroupBudgetValue {
  budget: string;
  currency_id: number;
}

/** One group in "Manage group budgets": its name, a Budget field and a Currency select (locked when shared). */
export function GroupBudgetEditRow(props: {
  group: GroupBudgetRow;
  value: GroupBudgetValue;
  currencies: { id: number; code: string }[];
  onChange: (value: GroupBudgetValue) => void;
}) {
  const { group: g, value: v } = props;
  const bad = !isMoneyInput(v.budget);
  return (
    <TableRow data-group={g.name}>
      <TableCell sx={{ minWidth: 96, overflowWrap: 'anywhere' }}>{g.name}</TableCell>
      <TableCell>
        <TextField
          size="small"
          label="Budget"
          sx={{ minWidth: 104 }}
          value={v.budget}
          onChange={(e) => props.onChange({ ...v, budget: e.target.value })}
          error={bad}
          helperText={bad ? M.amount : undefined}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </TableCell>
      <TableCell>
        <TextField
          select
          size="small"
          label="Currency"
          value={v.currency_id}
          disabled={g.shared_event_expenses}
          helperText={g.shared_event_expenses ? M.groupCurrencyLocked : undefined}
          onChange={(e) => props.onChange({ ...v, currency_id: Number(e.target.value) })}
          sx={{ minWidth: 88 }}
        >
          {props.currencies.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.code}
            </MenuItem>
          ))}
        </TextField>
      </TableCell>
    </TableRow>
  );
}
