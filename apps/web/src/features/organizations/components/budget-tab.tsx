import Box from '@mui/material/Box';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import CurrencyExchangeOutlinedIcon from '@mui/icons-material/CurrencyExchangeOutlined';
import DateRangeOutlinedIcon from '@mui/icons-material/DateRangeOutlined';
import { cardGrid, ComingSoonCard } from './coming-soon-card';

const LATER = 'Arrives with the budgets work.';

/** Spec §2.9: budget settings and group budgets; all of them arrive with the budgets work. */
export function BudgetTab() {
  return (
    <Box sx={cardGrid}>
      <ComingSoonCard
        icon={<CurrencyExchangeOutlinedIcon />}
        title="Currencies"
        description="Choose the currencies events and groups can budget in. USD is always available."
        actionLabel="Manage currencies"
        note={LATER}
      />
      <ComingSoonCard
        icon={<CategoryOutlinedIcon />}
        title="Expense categories"
        description="Name the categories that event expenses are filed under."
        actionLabel="Manage expense categories"
        note={LATER}
      />
      <ComingSoonCard
        icon={<DateRangeOutlinedIcon />}
        title="Budget periods"
        description="Pick the month your yearly budget period starts (January by default)."
        actionLabel="Manage budget periods"
        note={LATER}
      />
      <ComingSoonCard
        icon={<AccountBalanceWalletOutlinedIcon />}
        title="Group budgets"
        description="Give each group a yearly budget in its currency."
        actionLabel="Manage group budgets"
        note={LATER}
      />
    </Box>
  );
}
