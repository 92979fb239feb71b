import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface StatCard {
  label: string;
  value: string | number;
  note?: string;
}

/** A row of figures (label above, value below) as a list, two columns on a phone. */
export function StatCards({ label, cards }: { label: string; cards: StatCard[] }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(auto-fill, minmax(140px, 1fr))' },
      }}
    >
      {cards.map((card) => (
        <Paper key={card.label} component="li" variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            {card.label}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
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

export function EmptyNote({ children }: { children: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 1 }}>
      {children}
    </Typography>
  );
}
