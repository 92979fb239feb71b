import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../../components/error-state';
import { formatMoney } from '../../../lib/money';
import { useGroupBudgetEvents, type GroupBudgetEventsTab } from '../api/group-budget-api';

const TABS: { value: GroupBudgetEventsTab; label: string }[] = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
  { value: 'mine', label: 'My events' },
];
const DASH = '—';

/** The group's events with budgets (platform §2.8): a zero budget or zero items shows an em dash. */
export function GroupBudgetEventsTable({ groupId, currency }: { groupId: number; currency: string }) {
  const [tab, setTab] = useState<GroupBudgetEventsTab>('upcoming');
  const [page, setPage] = useState(1);
  const events = useGroupBudgetEvents(groupId, tab, page);
  const rows = events.data?.events ?? [];
  const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
  return (
    <Paper component="section" variant="outlined" aria-labelledby="group-budget-events" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="group-budget-events" variant="h6" component="h3" sx={{ fontWeight: 700 }}>
        Events
      </Typography>
      <Tabs
        value={tab}
        onChange={(_e, value: GroupBudgetEventsTab) => {
          setTab(value);
          setPage(1);
        }}
        aria-label="Event timing"
      >
        {TABS.map((t) => (
          <Tab key={t.value} value={t.value} label={t.label} />
        ))}
      </Tabs>
      {events.isPending ? (
        <Typography role="status" sx={{ py: 2 }}>
          Loading events…
        </Typography>
      ) : events.isError ? (
        <ErrorState message="The events couldn't be loaded." onRetry={() => void events.refetch()} />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          No events with a budget here yet.
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Events with a budget">
            <TableHead>
              <TableRow>
                <TableCell>Start</TableCell>
                <TableCell>Name</TableCell>
                <TableCell>Event type</TableCell>
                <TableCell align="right">Budget</TableCell>
                <TableCell align="right">Actual</TableCell>
                <TableCell align="right">Items</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((e) => (
                <TableRow key={e.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{date.format(new Date(e.start))}</TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={`/event/${e.id}/budget`}>
                      {e.name}
                    </Link>
                  </TableCell>
                  <TableCell>{e.event_type ?? DASH}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {e.budget_amount === '0.00' ? DASH : formatMoney(e.budget_amount, currency)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(e.actual_amount, currency)}
                  </TableCell>
                  <TableCell align="right">{e.items_count === 0 ? DASH : e.items_count}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {(events.data?.meta.total_pages ?? 0) > 1 && (
        <Pagination count={events.data!.meta.total_pages} page={page} onChange={(_e, p) => setPage(p)} sx={{ mt: 2 }} />
      )}
    </Paper>
  );
}
