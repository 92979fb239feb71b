import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface StatCard {
  label: string;
  value: string | number;
  /** Shown in the error colour (over budget). */
  error?: boolean;
  note?: string;
  /** Shown in place of the value and the note, e.g. why the figure could not be loaded and a way to try again. */
  content?: ReactNode;
}

interface StatCardsProps {
  /** The list's accessible name ("Budget overview"). */
  label: string;
  cards: StatCard[];
  /** CSS grid columns by breakpoint; by default two on a phone, as many of 140 px as fit above. */
  columns?: Record<string, string>;
}

/** A row of figures, each a labelled card: a list, so a screen reader says how many there are. */
const FILL = { xs: '1fr 1fr', md: 'repeat(auto-fill, minmax(140px, 1fr))' };

export function StatCards({ label, cards, columns = FILL }: StatCardsProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: columns }}
    >
      {cards.map((card) => (
        <Paper key={card.label} component="li" variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {card.label}
          </Typography>
          {card.content ?? (
            <>
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
            </>
          )}
        </Paper>
      ))}
    </Box>
  );
}
