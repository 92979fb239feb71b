import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../../../lib/money';
import type { EventBudget } from '../api/event-budget-api';

/** The overview cards (spec §2 Event budget screen): budget, spent, remaining, per attendee. */
export function BudgetOverview({ budget }: { budget: EventBudget }) {
  const code = budget.currency.code;
  const cards = [
    { label: 'Budget', value: formatMoney(budget.amount, code) },
    { label: 'Spent', value: formatMoney(budget.actual_spend, code), error: budget.over_budget },
    { label: 'Remaining', value: formatMoney(budget.remaining, code), error: budget.over_budget },
    {
      label: 'Per attendee',
      value: budget.per_attendee === null ? '—' : formatMoney(budget.per_attendee, code),
      note: `${budget.attendee_count} ${budget.attendee_count === 1 ? 'attendee' : 'attendees'}`,
    },
  ];
  return (
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
      {cards.map((card) => (
        <Paper key={card.label} component="li" variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {card.label}
          </Typography>
          <Typography
            variant="h6"
            component="p"
            sx={{ fontWeight: 700, color: card.error ? 'error.main' : 'text.primary', overflowWrap: 'anywhere' }}
          >
            {card.value}
          </Typography>
          {card.note && (
            <Typography variant="caption" color="text.secondary">
              {card.note}
            </Typography>
          )}
        </Paper>
      ))}
    </Box>
  );
}
