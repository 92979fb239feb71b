import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface EventSectionProps {
  title: string;
  children: ReactNode;
  /** Headings below the page's h1 are h2; the details tab nests its sections one level lower. */
  level?: 'h2' | 'h3';
}

/** An outlined card with a heading: the building block of the event view and the manager tabs. */
export function EventSection({ title, children, level = 'h2' }: EventSectionProps) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, minWidth: 0 }}>
      <Typography variant="h6" component={level} sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
