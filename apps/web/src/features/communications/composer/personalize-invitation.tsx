import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import EditNoteIcon from '@mui/icons-material/EditNote';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import {
  COMMUNICATION_MESSAGES,
  defaultInvitationSubject,
  isBlankHtml,
  type DeliveryMethod,
} from '@huddle/domain/communication-schemas';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { CALENDAR_NOTE, PAUSED_MESSAGE_HELP, subjectHelp } from './composer-labels';
import { ComposerSection } from './composer-section';
import { CustomMessageDialog } from './custom-message-dialog';
import { PreviewDialog } from './preview-dialog';
import { PreviewEmailDialog } from './preview-email-dialog';

interface PersonalizeInvitationProps {
  event: HuddleEvent;
  method: DeliveryMethod;
  timezone: string;
  subject: string;
  onSubjectChange: (subject: string) => void;
  subjectError: string | null;
  body: string;
  onBodyChange: (html: string) => void;
  /** RSVPs are paused: no custom message can be added (spec §5). */
  paused: boolean;
  disabled: boolean;
}

type OpenDialog = 'message' | 'preview' | 'previewEmail' | null;

/** The invitation's left column: subject, custom message, preview and a preview by email. */
export function PersonalizeInvitation(props: PersonalizeInvitationProps) {
  const { event, method, timezone, subject, body, paused, disabled } = props;
  const [open, setOpen] = useState<OpenDialog>(null);
  const pausedHelpId = useId();
  const defaultSubject = defaultInvitationSubject(event.name);
  const sentSubject = subject.trim() || defaultSubject;
  const hasMessage = !isBlankHtml(body);

  return (
    <ComposerSection title={method === 'calendar' ? 'Select calendars' : 'Personalize invitation'}>
      {method === 'calendar' && <Alert severity="info">{CALENDAR_NOTE}</Alert>}
      <TextField
        label="Subject"
        value={subject}
        onChange={(change) => props.onSubjectChange(change.target.value)}
        error={Boolean(props.subjectError)}
        helperText={props.subjectError ?? subjectHelp(defaultSubject)}
        disabled={disabled}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 250 } }}
      />
      <Stack spacing={0.5}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<EditNoteIcon />}
            onClick={() => setOpen('message')}
            disabled={disabled || paused}
            aria-describedby={paused ? pausedHelpId : undefined}
          >
            Custom message
          </Button>
          {hasMessage && <Chip color="success" variant="outlined" label={COMMUNICATION_MESSAGES.messageAdded} />}
        </Stack>
        {paused && <FormHelperText id={pausedHelpId}>{PAUSED_MESSAGE_HELP}</FormHelperText>}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button startIcon={<VisibilityOutlinedIcon />} onClick={() => setOpen('preview')}>
          Preview
        </Button>
        <Button startIcon={<MailOutlineIcon />} onClick={() => setOpen('previewEmail')} disabled={disabled}>
          Send preview email
        </Button>
      </Stack>
      {open === 'message' && (
        <CustomMessageDialog
          value={body}
          onSave={(html) => {
            props.onBodyChange(html);
            setOpen(null);
          }}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'preview' && (
        <PreviewDialog
          allowWider={method === 'email'}
          content={{ kind: 'invitation', event, subject: sentSubject, bodyHtml: body, timezone, showRsvpButtons: true }}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'previewEmail' && (
        <PreviewEmailDialog
          eventId={event.id}
          subject={sentSubject}
          body={hasMessage ? body : ''}
          onClose={() => setOpen(null)}
        />
      )}
    </ComposerSection>
  );
}
