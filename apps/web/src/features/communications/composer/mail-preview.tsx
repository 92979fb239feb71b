import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import {
  HIDE_MAYBE_FLAG,
  isBlankHtml,
  PREVIEW_WIDTH,
  type CommunicationType,
} from '@huddle/domain/communication-schemas';
import { RSVP_ANSWER_LABELS, RSVP_ANSWERS } from '@huddle/domain/guest-schemas';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { eventWhenLines } from '../../../lib/event/event-when';
import { useFeatureFlags } from '../../../lib/feature-flags';
import { useOrganization } from '../../../lib/organization';
import { LazyRichTextView } from './lazy-rich-text';

/** The 'Wider' view of an email preview: how the mail reads in a wide mail client. */
const WIDER_PREVIEW_WIDTH = 900;

export type PreviewEvent = Pick<HuddleEvent, 'name' | 'start' | 'ends' | 'location' | 'meeting' | 'config'>;

export interface MailPreviewContent {
  kind: CommunicationType;
  event: PreviewEvent;
  subject: string;
  bodyHtml: string;
  timezone: string;
  showEventDetailsButton?: boolean;
  showRsvpButtons: boolean;
}

/** A mail button: inert in a preview (spec: the buttons of a preview do nothing), so not a real control. */
function MailButton({ children, primary = false }: { children: ReactNode; primary?: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 2.5,
        py: 1,
        borderRadius: 1,
        fontWeight: 600,
        border: 1,
        borderColor: 'primary.main',
        bgcolor: primary ? 'primary.main' : 'transparent',
        color: primary ? 'primary.contrastText' : 'primary.main',
      }}
    >
      {children}
    </Box>
  );
}

/** The mail as guests will get it (docs/api-communications.md "The mails"). */
export function MailPreview({ content, width }: { content: MailPreviewContent; width: number }) {
  const { kind, event, subject, bodyHtml, timezone } = content;
  const { flags } = useFeatureFlags();
  const organization = useOrganization();
  const answers = RSVP_ANSWERS.filter((answer) => !(flags[HIDE_MAYBE_FLAG] && answer === 'maybe_attending'));
  const hasMessage = !isBlankHtml(bodyHtml);
  const meetingLink = event.meeting?.link;
  return (
    <Paper
      variant="outlined"
      aria-label="Email preview"
      role="document"
      sx={{ width: '100%', maxWidth: width, mx: 'auto', overflow: 'hidden', transition: 'max-width 200ms' }}
    >
      <Box sx={{ px: 2.5, py: 1.5, bgcolor: 'action.hover' }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          <strong>Subject:</strong> {subject}
        </Typography>
      </Box>
      <Divider />
      <Stack spacing={2} sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {event.name}
        </Typography>
        {/* The same lines as the mail the server writes (communications.mails.ts). */}
        <Typography variant="body2">Hi {'{first name}'},</Typography>
        <Typography variant="body2">
          {kind === 'invitation'
            ? `${organization.display_name} invites you to ${event.name}.`
            : `A message about ${event.name} from ${organization.display_name}.`}
        </Typography>
        <Stack spacing={0.5}>
          <Typography variant="body2">When: {eventWhenLines(event.start, event.ends, timezone).join(', ')}</Typography>
          {event.location && <Typography variant="body2">Where: {event.location}</Typography>}
          {meetingLink && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              Join online: {meetingLink}
            </Typography>
          )}
        </Stack>
        {hasMessage && <LazyRichTextView html={bodyHtml} label="Custom message" />}
        {content.showRsvpButtons && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {answers.map((answer) => (
              <MailButton key={answer} primary>
                {RSVP_ANSWER_LABELS[answer]}
              </MailButton>
            ))}
          </Stack>
        )}
        {(kind === 'invitation' || content.showEventDetailsButton) && (
          <Box>
            <MailButton primary>View event</MailButton>
          </Box>
        )}
        <Typography variant="caption" color="text.secondary">
          You received this mail because {organization.display_name} added you to the guest list of {event.name}.
        </Typography>
      </Stack>
    </Paper>
  );
}

/** A preview with the width control: PREVIEW_WIDTH, or wider for email (spec §2). */
export function MailPreviewPanel({ content, allowWider }: { content: MailPreviewContent; allowWider: boolean }) {
  const [wide, setWide] = useState(false);
  return (
    <Stack spacing={1.5}>
      {allowWider && (
        <ToggleButton
          value="wider"
          size="small"
          selected={wide}
          onChange={() => setWide((value) => !value)}
          sx={{ alignSelf: 'flex-end' }}
        >
          Wider
        </ToggleButton>
      )}
      <MailPreview content={content} width={wide ? WIDER_PREVIEW_WIDTH : PREVIEW_WIDTH} />
    </Stack>
  );
}
