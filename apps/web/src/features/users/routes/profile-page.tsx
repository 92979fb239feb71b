import { useState, type ReactNode } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useCurrentUser } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/document-title';
import { useOrganization } from '../../../lib/organization';
import { CalendarCard } from '../components/calendar-card';
import { ChangePasswordDialog } from '../components/change-password-dialog';
import { EditProfileDialog } from '../components/edit-profile-dialog';
import { MyEventsTab } from '../components/my-events-tab';
import { ProfileDetailsCard } from '../components/profile-details-card';
import { ProfileHeader } from '../components/profile-header';
import { useSignOut } from '../components/use-sign-out';

const TAB_LABELS = { 'my-events': 'My events', 'my-survey-templates': 'My survey templates' } as const;
type ProfileTab = keyof typeof TAB_LABELS;

/** `surveyTemplatesTab`: the body of "My survey templates", given by the app (another feature's grid). */
export function ProfilePage({ surveyTemplatesTab }: { surveyTemplatesTab?: ReactNode } = {}) {
  useDocumentTitle('Profile');
  const { user } = useCurrentUser();
  const organization = useOrganization();
  const { tab } = useParams();
  const { signOut, isPending: signingOut } = useSignOut();
  const [dialog, setDialog] = useState<'edit' | 'password' | null>(null);

  if (!user) return null;
  // Survey templates are for those the server lets manage surveys.
  const tabs: ProfileTab[] = user.abilities.can_manage_surveys ? ['my-events', 'my-survey-templates'] : ['my-events'];
  const current = (tab ?? 'my-events') as ProfileTab;
  if (!tabs.includes(current)) return <Navigate to="/profile/my-events" replace />;

  return (
    <Stack spacing={3}>
      <ProfileHeader
        user={user}
        signingOut={signingOut}
        onEdit={() => setDialog('edit')}
        onChangePassword={() => setDialog('password')}
        onSignOut={() => void signOut()}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <Tabs value={current} aria-label="Profile sections" variant="scrollable" allowScrollButtonsMobile>
            {tabs.map((slug) => (
              <Tab
                key={slug}
                value={slug}
                label={TAB_LABELS[slug]}
                component={RouterLink}
                to={`/profile/${slug}`}
                id={`profile-tab-${slug}`}
                aria-controls={`profile-panel-${slug}`}
              />
            ))}
          </Tabs>
          <Box
            role="tabpanel"
            id={`profile-panel-${current}`}
            aria-labelledby={`profile-tab-${current}`}
            sx={{ p: { xs: 2, sm: 3 }, borderTop: 1, borderColor: 'divider' }}
          >
            {current === 'my-events' ? <MyEventsTab timezone={user.timezone} /> : surveyTemplatesTab}
          </Box>
        </Paper>
        <Stack spacing={3}>
          <ProfileDetailsCard user={user} />
          {user.abilities.can_create_events && <CalendarCard provider={organization.calendar_enabled} />}
        </Stack>
      </Box>
      {dialog === 'edit' && <EditProfileDialog user={user} onClose={() => setDialog(null)} />}
      {dialog === 'password' && <ChangePasswordDialog onClose={() => setDialog(null)} />}
    </Stack>
  );
}
