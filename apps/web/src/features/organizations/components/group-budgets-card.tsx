import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../../components/error-state';
import { formatMoney } from '../../../lib/money';
import { useGroupBudgets } from '../api/budget-settings-api';
import { ManageGroupBudgetsDialog } from './manage-group-budgets-dialog';
import { SettingsSection } from './settings-section';

/** The Group budgets grid with its "Manage" button (platform §2.9). */
export function GroupBudgetsCard({ currencies }: { currencies: { id: number; code: string; name: string }[] }) {
  const [managing, setManaging] = useState(false);
  const list = useGroupBudgets({ search: '', groupTypeId: null });
  const rows = list.data?.groups_budgets ?? [];
  return (
    <SettingsSection
      title="Group budgets"
      description="Each group's yearly budget, in its currency."
      action={
        <Button variant="outlined" onClick={() => setManaging(true)}>
          Manage
        </Button>
      }
    >
      {list.isPending ? (
        <Typography color="text.secondary">Loading group budgets…</Typography>
      ) : list.isError ? (
        <ErrorState message="The group budgets couldn't be loaded." onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">No groups yet.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Group budgets">
            <TableHead>
              <TableRow>
                <TableCell>Group name</TableCell>
                <TableCell align="right">Budget</TableCell>
                <TableCell>Currency</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((g) => (
                <TableRow key={g.id}>
                  <TableCell>{g.name}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {g.budget_cents > 0 ? (
                      formatMoney(g.budget, g.currency.code)
                    ) : (
                      <Chip size="small" label="Not set" />
                    )}
                  </TableCell>
                  <TableCell>{g.currency.code}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {managing && <ManageGroupBudgetsDialog currencies={currencies} onClose={() => setManaging(false)} />}
    </SettingsSection>
  );
}
