import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../../components/error-state';
import { StatCards } from '../../../components/stat-cards';
import { BUDGET_OVERVIEW_COLUMNS } from './budget-overview';

const CARDS = ['Budget', 'Spent', 'Remaining', 'Per attendee'];
const MESSAGE = "The budget couldn't be loaded.";

/**
 * The budget screen when its data failed to load: every overview card and the expense tracker say so, each with a
 * Retry that reloads everything (the budget and the form choices).
 */
export function BudgetLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <>
      <StatCards
        label="Budget overview"
        columns={BUDGET_OVERVIEW_COLUMNS}
        cards={CARDS.map((label) => ({
          label,
          value: '',
          content: (
            <>
              <Typography role="alert" color="error" variant="body2" sx={{ my: 0.5 }}>
                {MESSAGE}
              </Typography>
              <Button size="small" onClick={onRetry} aria-label={`Retry loading ${label}`}>
                Retry
              </Button>
            </>
          ),
        }))}
      />
      <Paper component="section" variant="outlined" aria-labelledby="expense-tracker" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="expense-tracker" variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          Expense tracker
        </Typography>
        <ErrorState message={MESSAGE} onRetry={onRetry} retryLabel="Retry" />
      </Paper>
    </>
  );
}
