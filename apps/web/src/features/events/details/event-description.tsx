import { useId, useLayoutEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { EVENT_DESCRIPTION_COLLAPSE_PX } from '@huddle/domain/event-schemas';

interface EventDescriptionProps {
  /** safe_description: sanitized by the server (sanitize-html), the only HTML this page renders. */
  html: string;
  collapseAt?: number;
}

/** The description, collapsed to 100 px with "Show more" / "Show less" when it is taller (spec events §2, §9). */
export function EventDescription({ html, collapseAt = EVENT_DESCRIPTION_COLLAPSE_PX }: EventDescriptionProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  const [tall, setTall] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const id = useId();

  useLayoutEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    const measure = () => setTall(content.scrollHeight > collapseAt);
    measure();
    // Images and fonts change the height after the first paint.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(content);
    return () => observer.disconnect();
  }, [html, collapseAt]);

  const collapsed = tall && !expanded;
  return (
    <Box>
      <Box
        id={id}
        sx={{
          position: 'relative',
          maxHeight: collapsed ? collapseAt : 'none',
          overflow: collapsed ? 'hidden' : 'visible',
        }}
      >
        <Box
          ref={contentRef}
          dangerouslySetInnerHTML={{ __html: html }}
          sx={{
            overflowWrap: 'anywhere',
            '& > :first-of-type': { mt: 0 },
            '& > :last-child': { mb: 0 },
            '& a': { color: 'primary.main' },
            '& img': { maxWidth: '100%', height: 'auto' },
          }}
        />
        {collapsed && (
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              insetInline: 0,
              bottom: 0,
              height: 40,
              background: (theme) => `linear-gradient(to bottom, transparent, ${theme.palette.background.paper})`,
            }}
          />
        )}
      </Box>
      {tall && (
        <Button
          size="small"
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          aria-controls={id}
          endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          sx={{ mt: 1, ml: -1 }}
        >
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      )}
    </Box>
  );
}
