import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { BUDGET_MESSAGES as M } from '@huddle/domain/budget-schemas';
import { SearchField } from '../../../components/search-field';
import { errorMessage } from '../../../lib/api-client';
import { isMoneyInput } from '../../../lib/money';
import { notify } from '../../../lib/snackbars';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import {
  useGroupBudgets,
  useUpdateGroupBudgets,
  type GroupBudgetChange,
  type GroupBudgetRow,
} from '../api/budget-settings-api';
import { ConversionDialog } from './conversion-dialog';

type Edit = { budget: string; currency_id: number };

/** "Manage group budgets" (platform §2.9): full screen, search and group-type filter, Budget and Currency per group. */
export function ManageGroupBudgetsDialog({
  currencies,
  onClose,
}: {
  currencies: { id: number; code: string; name: string }[];
  onClose: () => void;
}) {
  const [search, setSearch] = useState('');
  const [groupTypeId, setGroupTypeId] = useState<number | null>(null);
  const [edits, setEdits] = useState<Map<number, Edit>>(new Map());
  const [converting, setConverting] = useState<GroupBudgetRow[] | null>(null);
  const list = useGroupBudgets({ search, groupTypeId });
  const types = useQuery({
    queryKey: ['group_types'],
    queryFn: () => api.get<{ data: { id: number; name: string }[] }>('/api/group_types').then((r) => r.data),
  });
  const update = useUpdateGroupBudgets();
  const rows = list.data?.groups_budgets ?? [];
  const seen = new Map<number, GroupBudgetRow>(rows.map((r) => [r.id, r]));
  const valueOf = (g: GroupBudgetRow): Edit => edits.get(g.id) ?? { budget: g.budget, currency_id: g.currency_id };
  const invalid = [...edits.values()].some((e) => !isMoneyInput(e.budget));

  const changes = (rates: Map<number, string> = new Map()): GroupBudgetChange[] =>
    [...edits].map(([group_id, e]) => ({
      group_id,
      budget: e.budget.trim(),
      currency_id: e.currency_id,
      ...(rates.has(group_id) && { conversion_rate: rates.get(group_id)! }),
    }));
  const send = (rates?: Map<number, string>) =>
    update.mutate(changes(rates), {
      onSuccess: (r) => {
        notify.success(r.message);
        onClose();
      },
      onError: (error) => notify.error(`${M.groupBudgetsFailed}: ${errorMessage(error)}`),
    });
  const save = () => {
    const needRates = [...edits]
      .map(([id, e]) => ({ row: seen.get(id), e }))
      .filter(({ row, e }) => row && row.has_linked_events && row.currency_id !== e.currency_id)
      .map(({ row }) => row!);
    if (needRates.length > 0) setConverting(needRates);
    else send();
  };

  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby="manage-group-budgets">
      <DialogTitle id="manage-group-budgets">Manage group budgets</DialogTitle>
      <DialogContent dividers>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <SearchField label="Search groups" value={search} onChange={setSearch} />
          <TextField
            select
            size="small"
            label="Group type"
            value={groupTypeId ?? ''}
            onChange={(e) => setGroupTypeId(e.target.value === '' ? null : Number(e.target.value))}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">All group types</MenuItem>
            {(types.data ?? []).map((t) => (
              <MenuItem key={t.id} value={t.id}>
                {t.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {invalid && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {M.resolveErrors}
          </Alert>
        )}
        <Table size="small" aria-label="Group budgets" sx={{ '& td, & th': { px: { xs: 0.5, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              <TableCell>Group name</TableCell>
              <TableCell>Budget</TableCell>
              <TableCell>Currency</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((g) => {
              const v = valueOf(g);
              const bad = !isMoneyInput(v.budget);
              return (
                <TableRow key={g.id} data-group={g.name}>
                  <TableCell sx={{ minWidth: 96, overflowWrap: 'anywhere' }}>{g.name}</TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      label="Budget"
                      sx={{ minWidth: 104 }}
                      value={v.budget}
                      onChange={(e) => setEdits(new Map(edits).set(g.id, { ...v, budget: e.target.value }))}
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
                      onChange={(e) =>
                        setEdits(new Map(edits).set(g.id, { ...v, currency_id: Number(e.target.value) }))
                      }
                      sx={{ minWidth: 88 }}
                    >
                      {currencies.map((c) => (
                        <MenuItem key={c.id} value={c.id}>
                          {c.code}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={edits.size === 0 || invalid || update.isPending}>
          Save
        </Button>
      </DialogActions>
      {converting && (
        <ConversionDialog
          groups={converting}
          currencies={currencies}
          targets={new Map(converting.map((g) => [g.id, valueOf(g).currency_id]))}
          onConfirm={(rates) => {
            setConverting(null);
            send(rates);
          }}
          onClose={() => setConverting(null)}
        />
      )}
    </Dialog>
  );
}
