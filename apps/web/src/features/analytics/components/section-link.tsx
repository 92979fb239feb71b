import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PDF_SKIP } from '../pdf/export-pdf';

/** A section's way to the tab that holds its data (spec §2): in the tab only, never drawn into the PDF. */
export function SectionLink({ to, children }: { to: string; children: string }) {
  return (
    <Box sx={{ mt: 2 }} {...{ [PDF_SKIP]: '' }}>
      <Button component={RouterLink} to={to} variant="outlined" size="small">
        {children}
      </Button>
    </Box>
  );
}
