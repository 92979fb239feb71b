import { useState } from 'react';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import { GOOGLE_GROUPS_MESSAGES } from '@huddle/domain/google-groups-schemas';
import { useGoogleAdminStatus } from '../api/google-admin';
import { ComingSoonCard } from '../components/coming-soon-card';
import { GoogleGroupsDialog } from './google-groups-dialog';
import { useGoogleAdminConnect } from './use-google-admin-connect';

const DESCRIPTION = 'Invite Google Groups from your directory as contact lists.';

/** Spec §2.9: the Google Groups card, from the admin's own connection to Google's directory (ADR 36). */
export function GoogleGroupsCard() {
  const status = useGoogleAdminStatus();
  const connect = useGoogleAdminConnect();
  const [managing, setManaging] = useState(false);
  const answer = status.data;
  const card = { icon: <GroupsOutlinedIcon />, title: 'Google Groups', description: DESCRIPTION };
  const setUp = connect.pending ? undefined : connect.start;

  if (!answer) {
    return (
      <ComingSoonCard
        {...card}
        actionLabel="Set up Google Groups"
        note={status.isError ? GOOGLE_GROUPS_MESSAGES.failed : undefined}
        noteColor={status.isError ? 'error' : undefined}
      />
    );
  }
  if (!answer.configured) {
    return <ComingSoonCard {...card} actionLabel="Set up Google Groups" note={GOOGLE_GROUPS_MESSAGES.notConfigured} />;
  }
  switch (answer.status) {
    case 'connected':
      return (
        <>
          <ComingSoonCard
            {...card}
            description={answer.email ? `${DESCRIPTION} Account: ${answer.email}.` : DESCRIPTION}
            connected
            actionLabel="Manage Google Groups"
            onAction={() => setManaging(true)}
          />
          {managing && <GoogleGroupsDialog onClose={() => setManaging(false)} />}
        </>
      );
    case 'connecting':
      return <ComingSoonCard {...card} actionLabel="Set up Google Groups" note="Connecting to Google…" />;
    case 'broken':
      return (
        <ComingSoonCard
          {...card}
          note={answer.error ?? GOOGLE_GROUPS_MESSAGES.connectFailed}
          noteColor="error"
          actionLabel="Reconnect Google Groups"
          onAction={setUp}
        />
      );
    default:
      return <ComingSoonCard {...card} actionLabel="Set up Google Groups" onAction={setUp} />;
  }
}
