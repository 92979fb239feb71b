import { HIDE_MAYBE_FLAG } from '@huddle/domain/communication-schemas';
import { RSVP_ANSWER_LABELS, RSVP_ANSWERS } from '@huddle/domain/guest-schemas';
import { SlackMessagePreview } from '../../../components/slack-message-preview';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { eventWhenLines } from '../../../lib/event/event-when';
import { useFeatureFlags } from '../../../lib/feature-flags';
import { SLACK_LABELS } from './composer-labels';
import { ComposerSection } from './composer-section';

interface SlackEventPreviewProps {
  event: Pick<HuddleEvent, 'name' | 'start' | 'ends' | 'location' | 'past'>;
  timezone: string;
  text: string;
  showEventDetailsButton: boolean;
  showRsvpButtons: boolean;
}

/**
 * Spec §2, §5: the live preview of a Slack post (ADR 33 "Messages"): the text, the event details button and the
 * Yes / Maybe / No buttons; no RSVP buttons once the event has ended, no Maybe under the hide-maybe flag.
 */
export function SlackEventPreview({
  event,
  timezone,
  text,
  showEventDetailsButton,
  showRsvpButtons,
}: SlackEventPreviewProps) {
  const { flags } = useFeatureFlags();
  const answers =
    showRsvpButtons && !event.past
      ? RSVP_ANSWERS.filter((answer) => !(flags[HIDE_MAYBE_FLAG] && answer === 'maybe_attending')).map(
          (answer) => RSVP_ANSWER_LABELS[answer],
        )
      : [];
  const when = eventWhenLines(event.start, event.ends, timezone).join(', ');
  return (
    <ComposerSection title="Preview">
      <SlackMessagePreview
        title={event.name}
        details={event.location ? [when, event.location] : [when]}
        text={text}
        linkButton={showEventDetailsButton ? SLACK_LABELS.eventDetails : null}
        answers={answers}
      />
    </ComposerSection>
  );
}
