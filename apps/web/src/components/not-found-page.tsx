import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { NOT_FOUND_TEXT } from '@huddle/domain/messages';
import { useDocumentTitle } from '../lib/document-title';
import { CenteredLayout } from './centered-layout';

export function NotFoundPage() {
  const navigate = useNavigate();
  useDocumentTitle('Page not found');
  return (
    <CenteredLayout title="Page not found" subtitle={NOT_FOUND_TEXT}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="outlined" onClick={() => navigate(-1)}>
          Go back
        </Button>
        <Button variant="contained" onClick={() => navigate('/events')}>
          Go to events
        </Button>
      </Stack>
    </CenteredLayout>
  );
}
