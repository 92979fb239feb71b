import type { HuddleEvent } from '../../api/event-models';
import { TabPlaceholder } from './tab-placeholder';

/** The guests tab of /event/{id}/guests; a later issue replaces this body and keeps the name and props. */
export function GuestsTab(_props: { event: HuddleEvent }) {
  return (
    <TabPlaceholder title="Guests">
      The guest list, invitations and RSVPs arrive with the guests feature.
    </TabPlaceholder>
  );
}
