import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, darken } from '@mui/material/styles';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import CalendarTodayOutlinedIcon from '@mui/icons-material/CalendarTodayOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { CardTag } from './card-tag';
import { EventBanner } from './event-banner';
import { EventCardMenu } from './event-card-menu';
import { formatCardDate, formatCardTime, formatLocation, hostsLabel, privacyLabel } from './event-format';

export const EVENT_CARD_MIN_HEIGHT = 400;

interface EventCardProps {
  event: HuddleEvent;
  timezone: string;
}

function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0, color: 'text.secondary' }}>
      {icon}
      <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
        {children}
      </Typography>
    </Stack>
  );
}

/**
 * An event in the grid. The whole card is one link to /event/{id} (the event page picks the right tab); the action
 * menu sits beside the link, over the banner, so no control is nested inside it.
 */
export function EventCard({ event, timezone }: EventCardProps) {
  const privacy = privacyLabel(event);
  const location = formatLocation(event);
  const hosts = hostsLabel(event);
  const iconSx = { fontSize: 18, flexShrink: 0 } as const;

  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={event.name}
      sx={{ position: 'relative', height: '100%', minHeight: EVENT_CARD_MIN_HEIGHT, borderRadius: 3, display: 'flex' }}
    >
      <CardActionArea
        component={RouterLink}
        to={`/event/${event.id}`}
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        <EventBanner event={event} />
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, flexGrow: 1, width: '100%' }}>
          {(!event.published || privacy) && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {!event.published && (
                <CardTag
                  sx={(theme) => ({
                    fontWeight: 600,
                    bgcolor: alpha(theme.palette.warning.main, 0.16),
                    color: darken(theme.palette.warning.main, 0.5),
                  })}
                >
                  Draft
                </CardTag>
              )}
              {privacy && <CardTag outlined>{privacy}</CardTag>}
            </Stack>
          )}
          <Typography
            variant="h6"
            component="h2"
            title={event.name}
            sx={{
              lineHeight: 1.3,
              overflow: 'hidden',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflowWrap: 'anywhere',
            }}
          >
            {event.name}
          </Typography>
          <Stack spacing={0.75}>
            <Detail icon={<CalendarTodayOutlinedIcon sx={iconSx} aria-hidden />}>
              {formatCardDate(event.start, timezone)}
            </Detail>
            <Detail icon={<AccessTimeIcon sx={iconSx} aria-hidden />}>
              {formatCardTime(event.start, event.ends, timezone)}
            </Detail>
            {location && <Detail icon={<PlaceOutlinedIcon sx={iconSx} aria-hidden />}>{location}</Detail>}
          </Stack>
          {hosts && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 'auto', pt: 1, minWidth: 0 }}>
              <AvatarGroup
                max={3}
                aria-hidden
                sx={{
                  '& .MuiAvatar-root': {
                    width: 28,
                    height: 28,
                    fontSize: 12,
                    fontWeight: 600,
                    bgcolor: (theme) => alpha(theme.palette.primary.main, 0.14),
                    color: 'primary.dark',
                  },
                }}
              >
                {event.hosts.map((host) => (
                  <Avatar key={host.id} src={host.avatar_url ?? undefined} alt="">
                    {host.initials}
                  </Avatar>
                ))}
              </AvatarGroup>
              <Typography variant="body2" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
                {hosts}
              </Typography>
            </Stack>
          )}
        </CardContent>
      </CardActionArea>
      <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
        <EventCardMenu event={event} />
      </Box>
    </Card>
  );
}
