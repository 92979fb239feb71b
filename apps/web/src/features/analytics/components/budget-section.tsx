import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { centsToAmount, percentOf } from '@huddle/domain/analytics';
import { EventSection } from '../../../components/event-section';
import { formatMoney } from '../../../lib/money';
import type { EventAnalyticsRecord } from '../api/event-analytics-api';
import { StatCards } from '../../../components/stat-cards';
import { EmptyNote } from './empty-note';

const money = (cents: number, code: string) => formatMoney(centsToAmount(cents).toFixed(2), code);

/** Budget and spending: the event budget's amount and actual spend, in cents in the record (spec §9). */
export function BudgetSection({ analytics: a, level }: { analytics: EventAnalyticsRecord; level: 'h2' | 'h3' }) {
  const budget = a.budget;
  return (
    <EventSection title="Budget and spending" level={level}>
      {!budget ? (
        <EmptyNote>No budget has been set for this event yet.</EmptyNote>
      ) : (
        <>
          <StatCards
            label="Budget figures"
            cards={[
              { label: 'Budget', value: money(budget.amountCents, budget.currencyCode) },
              { label: 'Spent', value: money(budget.actualSpendCents, budget.currencyCode) },
              {
                label: 'Remaining',
                value: money(budget.amountCents - budget.actualSpendCents, budget.currencyCode),
              },
            ]}
          />
          {budget.amountCents > 0 && (
            <>
              <Typography variant="body2" sx={{ mt: 2, mb: 0.5 }} id={`budget-used-${a.id}`}>
                {percentOf(budget.actualSpendCents, budget.amountCents)}% of the budget spent
              </Typography>
              <LinearProgress
                variant="determinate"
                aria-labelledby={`budget-used-${a.id}`}
                color={budget.actualSpendCents > budget.amountCents ? 'error' : 'primary'}
                value={Math.min(100, percentOf(budget.actualSpendCents, budget.amountCents))}
                sx={{ height: 10, borderRadius: 5 }}
              />
            </>
          )}
        </>
      )}
    </EventSection>
  );
}
