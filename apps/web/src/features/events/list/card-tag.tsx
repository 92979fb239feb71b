import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

interface CardTagProps {
  children: ReactNode;
  outlined?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * What a small, non-clickable MUI Chip draws (a rounded label), without Chip's module: its delete icon, avatar and
 * click handling are ~2.5 KiB gzipped of the events page's first load (issue 14) for two labels.
 */
export function CardTag({ children, outlined = false, sx = [] }: CardTagProps) {
  return (
    <Box
      component="span"
      sx={[
        (theme) => ({
          // A block, not a flex box, so that a long label ends in an ellipsis.
          display: 'inline-block',
          maxWidth: '100%',
          height: 24,
          px: outlined ? '7px' : 1,
          boxSizing: 'border-box',
          borderRadius: 12,
          fontSize: theme.typography.pxToRem(13),
          lineHeight: outlined ? '22px' : '24px',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          verticalAlign: 'middle',
          color: 'text.primary',
          bgcolor: outlined ? 'transparent' : 'action.selected',
          border: outlined ? `1px solid ${theme.palette.grey[400]}` : 0,
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
