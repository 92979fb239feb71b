import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { ProfilePage } from '../features/users/routes/profile-page';

// The profile's "My survey templates" tab (platform §2.6) is the survey-templates feature's grid; features meet here.
const MySurveyTemplates = lazy(() =>
  import('../features/survey-templates/routes/survey-templates-page').then((m) => ({ default: m.MySurveyTemplates })),
);

export function ProfileRoute() {
  return (
    <ProfilePage
      surveyTemplatesTab={
        <Suspense fallback={<Skeleton variant="rounded" height={150} aria-label="Loading survey templates" />}>
          <MySurveyTemplates />
        </Suspense>
      }
    />
  );
}
