import { alpha, type SxProps, type Theme } from '@mui/material/styles';

/**
 * FullCalendar dressed in the MUI theme: outlined buttons in the primary colour (the active view filled), today's
 * cell tinted and its number in a primary circle, events as primary blocks with white text (contrast above 4.5:1),
 * and days of other months in the secondary text colour instead of FullCalendar's 30 % opacity (which fails
 * contrast). Under 600 px the toolbar wraps: the title gets a row of its own above the buttons.
 */
export const calendarSx: SxProps<Theme> = (theme) => {
  const { palette } = theme;
  return {
    bgcolor: 'background.paper',
    border: 1,
    borderColor: 'divider',
    borderRadius: 3,
    p: { xs: 1, sm: 2 },
    '--fc-border-color': palette.divider,
    '--fc-page-bg-color': palette.background.paper,
    '--fc-neutral-bg-color': palette.action.hover,
    '--fc-today-bg-color': alpha(palette.primary.main, 0.07),
    '--fc-event-bg-color': palette.primary.main,
    '--fc-event-border-color': palette.primary.main,
    '--fc-event-text-color': palette.primary.contrastText,
    '--fc-now-indicator-color': palette.error.main,
    '--fc-button-text-color': palette.primary.main,
    '--fc-button-bg-color': palette.background.paper,
    '--fc-button-border-color': alpha(palette.primary.main, 0.5),
    '--fc-button-hover-bg-color': alpha(palette.primary.main, 0.08),
    '--fc-button-hover-border-color': palette.primary.main,
    '--fc-button-active-bg-color': palette.primary.main,
    '--fc-button-active-border-color': palette.primary.main,
    fontFamily: theme.typography.fontFamily,
    '& .fc .fc-toolbar.fc-header-toolbar': { mb: 2, gap: 1, flexWrap: 'wrap' },
    '& .fc .fc-toolbar-title': { ...theme.typography.h6, fontSize: '1.15rem' },
    '& .fc .fc-button': {
      ...theme.typography.button,
      fontSize: '0.875rem',
      borderRadius: `${theme.shape.borderRadius}px`,
      px: 1.5,
      py: 0.75,
      boxShadow: 'none',
    },
    '& .fc .fc-button:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
    // FullCalendar's grey focus shadow shows on mouse clicks too; the outline above marks keyboard focus instead.
    '& .fc .fc-button-primary:focus, & .fc .fc-button-primary:not(:disabled):active:focus, & .fc .fc-button-primary:not(:disabled).fc-button-active:focus':
      { boxShadow: 'none' },
    '& .fc .fc-button-primary:not(:disabled).fc-button-active, & .fc .fc-button-primary:not(:disabled):active': {
      color: palette.primary.contrastText,
    },
    '& .fc .fc-button-primary:disabled': { opacity: 1, color: palette.text.secondary, borderColor: palette.divider },
    '& .fc a': { color: 'inherit', textDecoration: 'none' },
    '& .fc a[data-navlink]:hover': { textDecoration: 'underline' },
    '& .fc .fc-col-header-cell-cushion': { py: 1, fontWeight: 600, color: palette.text.secondary },
    '& .fc .fc-daygrid-day-number': { fontSize: '0.8125rem', p: 0.75 },
    '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: palette.text.secondary },
    '& .fc .fc-day-today .fc-daygrid-day-number': {
      bgcolor: 'primary.main',
      color: 'primary.contrastText',
      borderRadius: '999px',
      minWidth: 26,
      textAlign: 'center',
      m: 0.25,
      px: 0.75,
      py: 0.25,
      fontWeight: 700,
    },
    '& .fc .fc-event': { borderRadius: '6px', px: 0.5, fontSize: '0.78rem', cursor: 'pointer' },
    '& .fc .fc-event:focus-visible': { outline: `2px solid ${palette.secondary.main}`, outlineOffset: 1 },
    '& .fc .fc-daygrid-more-link': { color: palette.primary.dark, fontWeight: 600 },
    '& .fc .fc-timegrid-slot': { height: '2.25em' },
    '& .fc .fc-timegrid-slot-label, & .fc .fc-timegrid-axis': { color: palette.text.secondary },
    '& .fc .fc-popover': { zIndex: theme.zIndex.modal, borderRadius: 2, boxShadow: theme.shadows[4] },
    '& .fc .fc-popover-header': { bgcolor: 'action.hover', color: 'text.primary' },
    [theme.breakpoints.down('sm')]: {
      '& .fc .fc-toolbar.fc-header-toolbar > .fc-toolbar-chunk:nth-of-type(2)': {
        order: -1,
        flexBasis: '100%',
        textAlign: 'center',
      },
      '& .fc .fc-button': { px: 1.25, py: 0.5 },
    },
  };
};
