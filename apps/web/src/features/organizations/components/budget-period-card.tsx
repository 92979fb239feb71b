import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BUDGET_MESSAGES as M } from '@huddle/domain/budget-schemas';
import { budgetPeriod, MONTHS } from '@huddle/domain/budget-period';
import { notify } from '../../../lib/snackbars';
import { useUpdateBudgetSettings } from '../api/budget-settings-api';
import { SettingsSection } from './settings-section';

const longDate = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** Budget periods (platform §4, §5): the starting month; the current period runs to the day before next year's. */
export function BudgetPeriodCard({ startMonth }: { startMonth: string }) {
  const update = useUpdateBudgetSettings();
  const [month, setMonth] = useState(startMonth);
  const period = budgetPeriod(month, new Date());
  return (
    <SettingsSection title="Budget periods" description="Yearly; starts on the 1st of the chosen month at 12am.">
      <TextField select label="Starting month" value={month} onChange={(e) => setMonth(e.target.value)}>
        {MONTHS.map((m) => (
          <MenuItem key={m} value={m}>
            {m}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2">
        Current period: {longDate(period.startDate)} – {longDate(period.endDate)}
      </Typography>
      <Button
        variant="contained"
        disabled={month === startMonth || update.isPending}
        onClick={() =>
          update.mutate(
            { budget_start_month: month },
            { onSuccess: (r) => notify.success(r.message), onError: () => notify.error(M.startMonthFailed) },
          )
        }
        sx={{ alignSelf: 'flex-start' }}
      >
        Save starting month
      </Button>
    </SettingsSection>
  );
}
