import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The name Huddle's Slack app posts under (the app's bot user). */
export const SLACK_BOT_NAME = 'Huddle';

export interface SlackMessagePreviewProps {
  /** A bold first line (the event's or collection's name); left out when empty. */
  title?: string;
  /** Plain lines under the title (when, where). */
  details?: string[];
  /** The message text in Slack's mrkdwn (*bold*, _italic_, ~strike~, `code`, <url|label>). */
  text: string;
  /** The link button under the text ('Event details'), or null for none. */
  linkButton?: string | null;
  /** The RSVP buttons' labels, in order; empty for none. */
  answers?: string[];
  botName?: string;
}

const TOKEN = /(\*[^*\n]+\*|_[^_\n]+_|~[^~\n]+~|`[^`\n]+`|<[^>\n]+>)/g;

/** One line of mrkdwn as Slack shows it; anything else stays plain text (React escapes it). */
function inline(line: string): ReactNode[] {
  return line.split(TOKEN).map((part, index) => {
    if (index % 2 === 0) return part;
    const inner = part.slice(1, -1);
    if (part.startsWith('*')) return <strong key={index}>{inner}</strong>;
    if (part.startsWith('_')) return <em key={index}>{inner}</em>;
    if (part.startsWith('~')) return <s key={index}>{inner}</s>;
    if (part.startsWith('`')) {
      return (
        <Box key={index} component="code" sx={{ px: 0.5, borderRadius: 0.5, bgcolor: 'action.hover' }}>
          {inner}
        </Box>
      );
    }
    const [url, label] = inner.split('|');
    return (
      <Box key={index} component="span" sx={{ color: 'info.main' }}>
        {label || url}
      </Box>
    );
  });
}

/** A Slack button: inert in a preview, so not a real control. */
function SlackButton({ children, primary = false }: { children: ReactNode; primary?: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 1.5,
        py: 0.5,
        borderRadius: 1,
        fontSize: 14,
        fontWeight: 700,
        border: 1,
        borderColor: primary ? '#007a5a' : 'divider',
        bgcolor: primary ? '#007a5a' : 'background.paper',
        color: primary ? '#fff' : 'text.primary',
      }}
    >
      {children}
    </Box>
  );
}

/** A message as Slack shows it: the app's name and badge, the text, then its buttons. */
export function SlackMessagePreview({
  title = '',
  details = [],
  text,
  linkButton = null,
  answers = [],
  botName = SLACK_BOT_NAME,
}: SlackMessagePreviewProps) {
  return (
    <Paper variant="outlined" role="document" aria-label="Slack preview" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1.5}>
        <Avatar variant="rounded" sx={{ bgcolor: 'primary.main', width: 36, height: 36 }} aria-hidden>
          {botName.charAt(0)}
        </Avatar>
        <Stack spacing={1} sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography sx={{ fontWeight: 700 }}>{botName}</Typography>
            <Typography
              component="span"
              variant="caption"
              sx={{ px: 0.5, borderRadius: 0.5, bgcolor: 'action.selected', fontWeight: 700 }}
            >
              APP
            </Typography>
          </Stack>
          {title && <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{title}</Typography>}
          {details.map((line) => (
            <Typography key={line} variant="body2">
              {line}
            </Typography>
          ))}
          {text.trim() && (
            <Box sx={{ overflowWrap: 'anywhere' }}>
              {text.split('\n').map((line, index) => (
                <Typography key={index} variant="body2" sx={{ minHeight: '1.4em' }}>
                  {inline(line)}
                </Typography>
              ))}
            </Box>
          )}
          {(linkButton || answers.length > 0) && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {linkButton && <SlackButton>{linkButton}</SlackButton>}
              {answers.map((answer, index) => (
                <SlackButton key={answer} primary={index === 0}>
                  {answer}
                </SlackButton>
              ))}
            </Stack>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
