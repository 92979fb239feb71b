import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import type { CalendarProvider } from '@huddle/domain/constants';

const PROVIDER_LABELS: Record<Exclude<CalendarProvider, 'none'>, string> = {
  google: 'Google Calendar',
  outlook: 'Outlook Calendar',
};

/** Organizers connect their own calendar to send invitations; the connect flow comes with integrations. */
export function CalendarCard({ provider }: { provider: CalendarProvider }) {
  if (provider === 'none') return null;
  const label = PROVIDER_LABELS[provider];
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CalendarMonthOutlinedIcon color="primary" aria-hidden />
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              Calendar
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            Connect your {label} so the invitations you send come from your calendar.
          </Typography>
          <Button variant="outlined" disabled aria-describedby="calendar-connect-note">
            Connect {label}
          </Button>
          <Typography id="calendar-connect-note" variant="caption" color="text.secondary">
            Connecting is available once integrations are set up.
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
