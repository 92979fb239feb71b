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
import Typography from '@mui/material/Typography';
import { BUDGET_MESSAGES as M } from '@huddle/domain/budget-schemas';
import { DiscardChangesDialog } from '../../../components/discard-changes-dialog';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { SearchField } from '../../../components/search-field';
import { errorMessage } from '../../../lib/api-client';
import { isMoneyInput } from '../../../lib/money';
import { useGroupTypes } from '../../../lib/reference/organization-types';
import { notify } from '../../../lib/snackbars';
import {
  useGroupBudgets,
  useUpdateGroupBudgets,
  type GroupBudgetChange,
  type GroupBudgetRow,
} from '../api/budget-settings-api';
import { ConversionDialog } from './conversion-dialog';
import { GroupBudgetEditRow, type GroupBudgetValue } from './group-budget-edit-row';

/**
 * An edit keeps the group's row as it was first seen, so a group that the search or type filter later hides still
 * gets saved and still asks for its conversion rate.
 */
interface Edit {
  value: GroupBudgetValue;
  row: GroupBudgetRow;
}
const isChange = ({ value, row }: Edit) => value.budget.trim() !== row.budget || value.currency_id !== row.currency_id;

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
  const [discarding, setDiscarding] = useState(false);
  const [failure, setFailure] = useState('');
  const list = useGroupBudgets({ search, groupTypeId });
  const types = useGroupTypes();
  const update = useUpdateGroupBudgets();
  const rows = list.data?.groups_budgets ?? [];
  const changed = [...edits.values()].filter(isChange);
  const invalid = changed.some((e) => !isMoneyInput(e.value.budget));
  const valueOf = (g: GroupBudgetRow): GroupBudgetValue =>
    edits.get(g.id)?.value ?? { budget: g.budget, currency_id: g.currency_id };
  const edit = (g: GroupBudgetRow, value: GroupBudgetValue) =>
    setEdits((prev) => new Map(prev).set(g.id, { value, row: prev.get(g.id)?.row ?? g }));

  const send = (rates: Map<number, string> = new Map()) => {
    setFailure('');
    const body: GroupBudgetChange[] = changed.map(({ value, row }) => ({
      group_id: row.id,
      budget: value.budget.trim(),
      currency_id: value.currency_id,
      ...(rates.has(row.id) && { conversion_rate: rates.get(row.id)! }),
    }));
    update.mutate(body, {
      onSuccess: (r) => {
        notify.success(r.message);
        onClose();
      },
      onError: (error) => {
        notify.error(M.groupBudgetsFailed);
        setFailure(errorMessage(error, ''));
      },
    });
  };
  const save = () => {
    // Every changed group, shown or not, whose events must follow it into another currency.
    const needRates = changed
      .filter(({ value, row }) => row.has_linked_events && row.currency_id !== value.currency_id)
      .map(({ row }) => row);
    if (needRates.length > 0) setConverting(needRates);
    else send();
  };
  const requestClose = () => (changed.length > 0 ? setDiscarding(true) : onClose());
  const filtered = search.trim() !== '' || groupTypeId !== null;

  return (
    <Dialog open fullScreen onClose={requestClose} aria-labelledby="manage-group-budgets">
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
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        {list.isPending ? (
          <PageLoader label="Loading group budgets…" />
        ) : list.isError ? (
          <ErrorState message="The group budgets couldn't be loaded." onRetry={() => void list.refetch()} />
        ) : rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {filtered ? 'No groups match your search.' : 'No groups yet.'}
          </Typography>
        ) : (
          <Table size="small" aria-label="Group budgets" sx={{ '& td, & th': { px: { xs: 0.5, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell>Group name</TableCell>
                <TableCell>Budget</TableCell>
                <TableCell>Currency</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((g) => (
                <GroupBudgetEditRow
                  key={g.id}
                  group={g}
                  value={valueOf(g)}
                  currencies={currencies}
                  onChange={(value) => edit(g, value)}
                />
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={requestClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={changed.length === 0 || invalid || update.isPending}>
          Save
        </Button>
      </DialogActions>
      {converting && (
        <ConversionDialog
          groups={converting}
          currencies={currencies}
          targets={new Map(converting.map((g) => [g.id, edits.get(g.id)!.value.currency_id]))}
          onConfirm={(rates) => {
            setConverting(null);
            send(rates);
          }}
          onClose={() => setConverting(null)}
        />
      )}
      <DiscardChangesDialog
        open={discarding}
        message={M.confirmDiscard}
        onKeep={() => setDiscarding(false)}
        onDiscard={onClose}
      />
    </Dialog>
  );
}
