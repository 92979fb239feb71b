import Typography from '@mui/material/Typography';
import { EventSection } from './event-section';

/** SEAM (issue 5, guests): shown once the event has started; attendance check-in arrives with the guests feature. */
export function AttendanceCard() {
  return (
    <EventSection title="Attendance">
      <Typography color="text.secondary">Confirming your attendance arrives with the guests feature.</Typography>
    </EventSection>
  );
}
