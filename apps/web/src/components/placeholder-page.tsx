import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import { useDocumentTitle } from '../lib/document-title';

interface PlaceholderPageProps {
  title: string;
  description: string;
  children?: ReactNode;
}

/** Stands in for an area that a later issue builds; says plainly what will be there. */
export function PlaceholderPage({ title, description, children }: PlaceholderPageProps) {
  useDocumentTitle(title);
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <ConstructionOutlinedIcon color="primary" aria-hidden />
        <Stack spacing={1}>
          <Typography>{description}</Typography>
          {children}
        </Stack>
      </Paper>
    </Stack>
  );
}
