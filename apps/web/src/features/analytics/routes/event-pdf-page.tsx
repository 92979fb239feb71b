import { useParams, useSearchParams } from 'react-router';
import Typography from '@mui/material/Typography';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { PublicFrame } from '../../../components/public-frame';

/** Spec §2.1: event/{id}/pdf, the analytics PDF page; public, the token query parameter grants access. */
export function EventPdfPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  return (
    <PublicFrame>
      <PlaceholderPage
        title="Event analytics PDF"
        description={`The analytics PDF of event ${id ?? ''} (budget and event analytics) arrives with the analytics feature.`}
      >
        <Typography color="text.secondary">
          {params.get('token')
            ? 'This link carries an access token, so no sign-in is needed.'
            : 'This link has no access token.'}
        </Typography>
      </PlaceholderPage>
    </PublicFrame>
  );
}
