import { useState } from 'react';
import Box from '@mui/material/Box';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { useFeatureFlags } from '../../../lib/feature-flags';
import { useOrganization } from '../../../lib/organization';
import { useOrganizationSettings } from '../api/get-organization-settings';
import { GoogleGroupsCard } from '../google-groups/google-groups-card';
import { OktaCard } from '../okta/okta-card';
import { SlackCard } from '../slack/slack-card';
import { cardGrid, ComingSoonCard } from './coming-soon-card';
import { UploadUsersDialog } from './upload-users-dialog';

const LATER = 'Arrives with the integrations work.';

/** Spec §2.9: the integration cards this organization can use; Slack, Google Groups, Okta and the employee upload work, the rest arrive later. */
export function IntegrationsTab() {
  const organization = useOrganization();
  const settings = useOrganizationSettings(organization.id).data;
  const { flags } = useFeatureFlags();
  const [uploading, setUploading] = useState(false);
  const calendar = settings?.calendar_enabled ?? organization.calendar_enabled;

  return (
    <Box sx={cardGrid}>
      {calendar === 'google' && (
        <ComingSoonCard
          icon={<EventOutlinedIcon />}
          title="Google Calendar"
          description="Share events to Google calendars and keep invites in sync."
          actionLabel="Set up Google Calendar"
          note={LATER}
        />
      )}
      <SlackCard />
      {calendar !== 'none' && flags['contact-lists'] && <GoogleGroupsCard />}
      {calendar === 'outlook' && (
        <ComingSoonCard
          icon={<CalendarMonthOutlinedIcon />}
          title="Outlook Calendar"
          description="Share events to Outlook calendars and keep invites in sync."
          actionLabel="Set up Outlook Calendar"
          note={LATER}
        />
      )}
      <OktaCard />
      <ComingSoonCard
        icon={<UploadFileOutlinedIcon />}
        title="Employee upload"
        description="Create and update users from a CSV file: names, emails, offices, roles and status."
        actionLabel="Upload employees"
        onAction={() => setUploading(true)}
      />
      {uploading && <UploadUsersDialog onClose={() => setUploading(false)} />}
    </Box>
  );
}
