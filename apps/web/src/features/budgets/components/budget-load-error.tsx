import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../../components/error-state';

const CARDS = ['Budget', 'Spent', 'Remaining', 'Per attendee'];
const MESSAGE = "The budget couldn't be loaded.";

/**
 * The budget screen when its data failed to load: every overview card and the expense tracker say so, each with a
 * Retry that reloads everything (the budget and the form choices).
 */
export function BudgetLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <>
      <Box
        component="ul"
        aria-label="Budget overview"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        {CARDS.map((label) => (
          <Paper key={label} component="li" variant="outlined" sx={{ p: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography role="alert" color="error" variant="body2" sx={{ my: 0.5 }}>
              {MESSAGE}
            </Typography>
            <Button size="small" onClick={onRetry} aria-label={`Retry loading ${label}`}>
              Retry
            </Button>
          </Paper>
        ))}
      </Box>
      <Paper component="section" variant="outlined" aria-labelledby="expense-tracker" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="expense-tracker" variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          Expense tracker
        </Typography>
        <ErrorState message={MESSAGE} onRetry={onRetry} retryLabel="Retry" />
      </Paper>
    </>
  );
}
