import type { HuddleEvent } from '../../../lib/event/event-models';
import { TabPlaceholder } from './tab-placeholder';

/** The surveys tab of /event/{id}/surveys; a later issue replaces this body and keeps the name and props. */
export function SurveysTab(_props: { event: HuddleEvent }) {
  return (
    <TabPlaceholder title="Surveys">
      Pre-event and post-event surveys, their questions and the answers guests give arrive with the surveys feature.
    </TabPlaceholder>
  );
}
