/** Spec platform §6: the feature flags seen, switchable per organization by admins. */
export const FEATURE_FLAGS = [
  { key: 'MaintenanceMode', label: 'Maintenance mode', description: 'Show the maintenance page to everyone.' },
  { key: 'contact-lists', label: 'Contact lists', description: 'Save contacts into reusable lists.' },
  { key: 'zoom-webinar', label: 'Zoom webinars', description: 'Offer Zoom webinars as an event location.' },
  { key: 'event-budget', label: 'Event budgets', description: 'Track budgets and expenses on events.' },
  {
    key: 'group-slack-synced-membership',
    label: 'Slack-synced groups',
    description: 'Create groups whose members follow a Slack channel.',
  },
  {
    key: 'event-privacy-never-public',
    label: 'No public events',
    description: 'Hide the Public privacy option; new events default to Organization.',
  },
  {
    key: 'event-change-email-guests-dialog',
    label: 'Offer guest updates',
    description: 'When a published event is saved, ask whether to email its guests an update.',
  },
  {
    key: 'hide-maybe-option-from-slack-invites',
    label: 'Hide Maybe in invitations',
    description: 'Invitations offer only Yes and No.',
  },
  {
    key: 'ai-generate-event',
    label: 'AI event generator',
    description: 'Organizers draft events with an AI assistant from a description, event type and tones.',
  },
] as const;

export type FeatureFlagKey = (typeof FEATURE_FLAGS)[number]['key'];
export type FeatureFlags = Record<FeatureFlagKey, boolean>;

export const FEATURE_FLAG_KEYS = FEATURE_FLAGS.map((f) => f.key) as FeatureFlagKey[];

export function isFeatureFlagKey(key: string): key is FeatureFlagKey {
  return (FEATURE_FLAG_KEYS as string[]).includes(key);
}

/** The flag client refreshes every 15 seconds (spec §6: "every 15", unit not shown). */
export const FEATURE_FLAG_REFRESH_MS = 15_000;
