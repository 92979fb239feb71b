import type { HuddleEvent } from '../../api/event-models';
import { TabPlaceholder } from './tab-placeholder';

/** The communications tab of /event/{id}/communications; a later issue replaces this body and keeps the name and props. */
export function CommunicationsTab(_props: { event: HuddleEvent }) {
  return (
    <TabPlaceholder title="Communications">
      Invitations, reminders and updates to guests by email, calendar and Slack arrive with the communications feature.
    </TabPlaceholder>
  );
}
