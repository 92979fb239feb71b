import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import type { DatesSetArg, EventClickArg } from '@fullcalendar/core';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ErrorState } from '../../../components/error-state';
import { useEventRange, type CalendarEvent, type EventRange } from '../api/get-event-range';
import { calendarRange, mergeRange, toCalendarInput, wallClock } from './calendar-range';
import { calendarSx } from './calendar-styles';

const DESKTOP_TOOLBAR = { left: 'today prev,next', center: 'title', right: 'dayGridMonth,timeGridWeek,timeGridDay' };
// On a phone a week of hour columns is unreadable: month and day only, the title on a row of its own (CSS).
const PHONE_TOOLBAR = { left: 'today prev,next', center: 'title', right: 'dayGridMonth,timeGridDay' };

interface EventsCalendarProps {
  timezone: string;
}

/**
 * The Calendar tab: month by default (day on a phone, see calendarSx), events of about six days either side of the
 * month, merged by id as the user moves around, in the viewer's timezone. Loaded lazily with FullCalendar.
 */
export function EventsCalendar({ timezone }: EventsCalendarProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const navigate = useNavigate();
  const [range, setRange] = useState<EventRange | null>(null);
  const [loaded, setLoaded] = useState<Map<number, CalendarEvent>>(() => new Map());
  const query = useEventRange(range);
  const wrapper = useRef<HTMLDivElement | null>(null);
  useHideToolbarIcons(wrapper);

  useEffect(() => {
    if (!range || !query.data || query.isPlaceholderData) return;
    const answer = query.data;
    setLoaded((previous) => mergeRange(previous, range, answer));
  }, [range, query.data, query.isPlaceholderData]);

  const events = useMemo(() => toCalendarInput(loaded.values(), timezone), [loaded, timezone]);

  const onDatesSet = (arg: DatesSetArg) => {
    const next = calendarRange(arg.view.currentStart, arg.view.currentEnd, timezone);
    setRange((previous) =>
      previous?.start_date === next.start_date && previous.end_date === next.end_date ? previous : next,
    );
  };

  const onEventClick = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    void navigate(`/event/${arg.event.id}`);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        Times are shown in {timezone.replace(/_/g, ' ')}.
      </Typography>
      {query.isError && (
        <ErrorState message="The calendar's events couldn't be loaded." onRetry={() => void query.refetch()} />
      )}
      <Box sx={{ height: 4 }}>{query.isFetching && <LinearProgress aria-label="Loading calendar events" />}</Box>
      <Box ref={wrapper} sx={calendarSx} aria-busy={query.isFetching}>
        <FullCalendar
          plugins={[dayGridPlugin, timeGridPlugin]}
          initialView={isPhone ? 'timeGridDay' : 'dayGridMonth'}
          headerToolbar={isPhone ? PHONE_TOOLBAR : DESKTOP_TOOLBAR}
          buttonText={{ today: 'Today', month: 'Month', week: 'Week', day: 'Day' }}
          // Times arrive as the viewer's wall clock (calendar-range.ts), and "now" is that wall clock too.
          timeZone="UTC"
          now={() => wallClock(new Date(), timezone)}
          events={events}
          eventClick={onEventClick}
          datesSet={onDatesSet}
          // Auto height: no inner scroll areas (each would need to be focusable), the page scrolls instead.
          height="auto"
          // Timed events as filled blocks in the month too: easier to read and to hit than a dot and a line.
          eventDisplay="block"
          dayMaxEvents={3}
          // "+2 more" is an anchor without a link that opens a popover and says so with aria-expanded, which only a
          // button may carry (axe: aria-allowed-attr): it is announced as the button it is.
          moreLinkDidMount={({ el }) => el.setAttribute('role', 'button')}
          navLinks
          eventTimeFormat={{ hour: 'numeric', minute: '2-digit', meridiem: 'short' }}
          views={{
            // A phone's month cell fits a few letters: the title is worth more than a cut-off time there.
            dayGridMonth: { displayEventTime: !isPhone },
            timeGrid: { allDaySlot: false, slotDuration: '01:00:00', slotLabelFormat: { hour: 'numeric' } },
          }}
        />
      </Box>
    </Box>
  );
}

/**
 * FullCalendar's prev/next chevrons are spans with role="img" and no name (axe: role-img-alt); their buttons are
 * already named by their titles ("Previous month"), so the icons are hidden from assistive technology, also after
 * the toolbar re-renders.
 */
function useHideToolbarIcons(wrapper: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const root = wrapper.current;
    if (!root) return;
    const hide = () =>
      root.querySelectorAll('.fc-icon:not([aria-hidden])').forEach((icon) => icon.setAttribute('aria-hidden', 'true'));
    hide();
    const observer = new MutationObserver(hide);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [wrapper]);
}
