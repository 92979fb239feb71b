import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { BUDGET_MESSAGES as M } from '@huddle/domain/budget-schemas';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { StatCards } from '../../../components/stat-cards';
import { formatMoney } from '../../../lib/money';
import { notify } from '../../../lib/snackbars';
import { exportGroupBudget, useBudgetPeriodBreakdown } from '../api/group-budget-api';
import type { GroupDetail } from '../api/group-models';
import { GroupBudgetEventsTable } from './group-budget-events-table';
import { SpendBreakdown } from './spend-breakdown';

const STATUS_COLOUR = { 'On budget': 'success', 'Over budget': 'error', 'Budget undefined': 'default' } as const;
const longDate = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
/** The server names a month "2026-11" (UTC); people read "Nov 2026". */
const monthLabel = (month: string) =>
  /^\d{4}-\d{2}$/.test(month)
    ? new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${month}-01T00:00:00Z`),
      )
    : month;

/** /group/{id}/budget (platform §2.8): the current period, its breakdowns and the events, with a CSV export. */
export function GroupBudgetTab({ group }: { group: GroupDetail }) {
  const breakdown = useBudgetPeriodBreakdown(group.id);
  const [exporting, setExporting] = useState(false);
  if (breakdown.isPending) return <PageLoader label="Loading budget…" />;
  if (breakdown.isError)
    return <ErrorState message="The group budget couldn't be loaded." onRetry={() => void breakdown.refetch()} />;
  const b = breakdown.data;
  const code = b.currency_details.code;
  const over = b.budget_status === 'Over budget';
  const onExport = () => {
    setExporting(true);
    exportGroupBudget(group.id, group.name)
      .then(
        () => notify.success(M.groupExported),
        () => notify.error(M.groupExportFailed),
      )
      .finally(() => setExporting(false));
  };
  const cards = [
    { label: 'Total budget', value: formatMoney(b.budget_period_total, code) },
    { label: 'Spent', value: formatMoney(b.budget_period_total_spent, code), error: over },
    { label: 'Remaining', value: formatMoney(b.budget_period_remaining, code), error: over },
  ];
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Stack spacing={0.5}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            Budget period
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography color="text.secondary">
              {longDate(b.budget_period_start_date)} – {longDate(b.budget_period_end_date)}
            </Typography>
            <Chip size="small" label={b.budget_status} color={STATUS_COLOUR[b.budget_status]} />
          </Stack>
        </Stack>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlinedIcon />}
          onClick={onExport}
          disabled={exporting}
          sx={{ alignSelf: { sm: 'flex-start' } }}
        >
          Export CSV
        </Button>
      </Stack>
      {b.budget_status === 'Budget undefined' && (
        <Alert severity="info">
          No budget is set for this group&apos;s current period. Admins set group budgets in Settings → Budget.
        </Alert>
      )}
      <StatCards label="Budget summary" cards={cards} columns={{ xs: '1fr', sm: 'repeat(3, 1fr)' }} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
        <SpendBreakdown title="By event type" rows={b.event_type_breakdown} currency={code} />
        <SpendBreakdown title="By expense category" rows={b.expense_category_breakdown} currency={code} />
        <SpendBreakdown
          title="By month"
          rows={b.monthly_breakdown.map((r) => ({ ...r, name: monthLabel(r.name) }))}
          currency={code}
        />
      </Box>
      <GroupBudgetEventsTable groupId={group.id} currency={code} />
    </Stack>
  );
}
