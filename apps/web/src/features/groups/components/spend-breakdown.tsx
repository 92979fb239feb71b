import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BREAKDOWN_MIN_SHARE, truncateLabel } from '@huddle/domain/budget-schemas';
import { formatMoney } from '../../../lib/money';

/**
 * One spend breakdown as bars (platform §2.8): a bar shows at least 3 percent; labels over 20 characters are cut to
 * 17 plus an ellipsis (the full name stays in the title).
 */
export function SpendBreakdown(props: {
  title: string;
  rows: { name: string; value: string; value_cents: number }[];
  currency: string;
}) {
  const max = Math.max(0, ...props.rows.map((r) => r.value_cents));
  return (
    <Paper component="section" variant="outlined" aria-label={props.title} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {props.title}
      </Typography>
      {props.rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No spending in this period yet.
        </Typography>
      ) : (
        <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {props.rows.map((r) => {
            // A share of the largest bar, for drawing only: the figures shown are the server's exact text.
            const share = max > 0 ? Math.max(BREAKDOWN_MIN_SHARE, (r.value_cents / max) * 100) : BREAKDOWN_MIN_SHARE;
            return (
              <li key={r.name}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="body2" title={r.name}>
                    {truncateLabel(r.name)}
                  </Typography>
                  <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {formatMoney(r.value, props.currency)}
                  </Typography>
                </Stack>
                <Box sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover' }}>
                  <Box sx={{ height: 8, borderRadius: 4, bgcolor: 'primary.main', width: `${share}%` }} />
                </Box>
              </li>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
