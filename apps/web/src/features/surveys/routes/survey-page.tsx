import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import { PlaceholderPage } from '../../../components/placeholder-page';

export function PreSurveyPage() {
  return <SurveyPlaceholder type="pre" />;
}

export function PostSurveyPage() {
  return <SurveyPlaceholder type="post" />;
}

function SurveyPlaceholder({ type }: { type: 'pre' | 'post' }) {
  const { id } = useParams();
  return (
    <Box component="main" sx={{ maxWidth: 880, mx: 'auto', px: 2, py: { xs: 3, sm: 6 } }}>
      <PlaceholderPage
        title={type === 'pre' ? 'Pre-event survey' : 'Post-event survey'}
        description={`Survey for event ${id ?? ''} — answering ${type}-event surveys arrives with the surveys feature.`}
      />
    </Box>
  );
}
