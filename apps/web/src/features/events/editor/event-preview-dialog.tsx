import { useId, type ReactNode } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { formatDuration, normalizeResources, PRIVACY_LABELS } from '@huddle/domain/event-rules';
import { richTextExtensions } from '../../../components/rich-text-field';
import { formatDateTime } from '../../../lib/dates';
import { fromLocalInput } from '../../../lib/local-input';
import { useObjectUrl } from '../../../lib/use-object-url';
import type { EventFormValues } from './event-form-schema';

interface EventPreviewDialogProps {
  values: EventFormValues;
  savedCoverUrl: string | null;
  eventTypeName: string | null;
  timezone: string;
  onClose: () => void;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack spacing={0.25}>
      <Typography variant="overline" color="text.secondary" component="h3" sx={{ lineHeight: 1.6 }}>
        {label}
      </Typography>
      <Box sx={{ typography: 'body1', overflowWrap: 'anywhere' }}>{children}</Box>
    </Stack>
  );
}

/** The description through the same schema as the editor, read-only: it shows what guests will get. */
function DescriptionPreview({ html }: { html: string }) {
  const editor = useEditor({
    extensions: richTextExtensions,
    content: html,
    editable: false,
    immediatelyRender: true,
    // Read-only text, not an input: no textbox role for assistive technology.
    editorProps: { attributes: { role: 'article', 'aria-label': 'Event description' } },
  });
  return <EditorContent editor={editor} />;
}

/** Spec events §2: the event page as guests will see it, built from the form's current values. */
export function EventPreviewDialog({
  values,
  savedCoverUrl,
  eventTypeName,
  timezone,
  onClose,
}: EventPreviewDialogProps) {
  const titleId = useId();
  const fileUrl = useObjectUrl(values.cover.file);
  const banner = values.cover.file ? fileUrl : values.cover.removed ? null : savedCoverUrl;
  const start = fromLocalInput(values.start, timezone);
  const ends = fromLocalInput(values.ends, timezone);
  const online = values.locationType === 'virtual' || values.locationType === 'hybrid';
  const inPerson = values.locationType === 'inperson' || values.locationType === 'hybrid';
  const resources = normalizeResources(values.resources).filter((resource) => !resource._destroy);

  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby={titleId}>
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
            Preview
          </Typography>
          <IconButton edge="end" aria-label="Close preview" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box sx={{ p: { xs: 2, sm: 4 }, bgcolor: 'background.default', flex: 1 }}>
        <Paper variant="outlined" sx={{ maxWidth: 880, mx: 'auto', borderRadius: 3, overflow: 'hidden' }}>
          {banner && (
            <Box
              component="img"
              src={banner}
              alt=""
              sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }}
            />
          )}
          <Stack spacing={2.5} sx={{ p: { xs: 2, sm: 4 } }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {eventTypeName && <Chip size="small" label={eventTypeName} />}
              <Chip size="small" variant="outlined" label={PRIVACY_LABELS[values.privacy]} />
            </Stack>
            <Typography variant="h4" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {values.name.trim() || 'Untitled event'}
            </Typography>
            <Detail label="When">
              {start ? formatDateTime(start.toISOString(), timezone) : 'No start yet'}
              {ends && ` – ${formatDateTime(ends.toISOString(), timezone)}`}
            </Detail>
            {start && ends && ends > start && <Detail label="Duration">{formatDuration(start, ends)}</Detail>}
            {inPerson && values.location.trim() && <Detail label="Location">{values.location.trim()}</Detail>}
            {online && values.meeting.link.trim() && (
              <Detail label="Virtual link">
                <Link href={values.meeting.link.trim()} target="_blank" rel="noopener noreferrer">
                  {values.meeting.link.trim()}
                </Link>
              </Detail>
            )}
            {values.hosts.length > 0 && (
              <Detail label="Hosts">
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {values.hosts.map((host) => (
                    <Chip
                      key={host.id}
                      label={host.full_name}
                      avatar={<Avatar src={host.avatar_url ?? undefined} alt="" />}
                      variant="outlined"
                    />
                  ))}
                </Stack>
              </Detail>
            )}
            {values.description && (
              <Detail label="Description">
                <DescriptionPreview html={values.description} />
              </Detail>
            )}
            {resources.length > 0 && (
              <Detail label="Resources">
                <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
                  {resources.map((resource, index) => (
                    <li key={resource.id ?? `new-${index}`}>
                      <Link href={resource.link} target="_blank" rel="noopener noreferrer">
                        {resource.title}
                      </Link>
                    </li>
                  ))}
                </Stack>
              </Detail>
            )}
          </Stack>
        </Paper>
      </Box>
    </Dialog>
  );
}
