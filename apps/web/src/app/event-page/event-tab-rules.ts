import { EVENT_LEGACY_TABS, EVENT_MANAGER_TABS } from '@huddle/domain/event-schemas';
import type { HuddleEvent } from '../../lib/event/event-models';

/** Spec events §2 "Event pages": the read-only view plus the manager tabs. */
export type ManagerTab = (typeof EVENT_MANAGER_TABS)[number];
export type EventPageTab = 'view' | ManagerTab;

export const EVENT_PAGE_TAB_LABELS: Record<EventPageTab, string> = {
  view: 'Event',
  details: 'Details',
  surveys: 'Surveys',
  communications: 'Communications',
  guests: 'Guests',
  budget: 'Budget',
  analytics: 'Analytics',
};

/** Spec events §2: "Tab loading messages: updating event details, survey, communications, guest list, budget; collecting analytics". */
export const TAB_LOADING_TEXT: Record<ManagerTab, string> = {
  details: 'Updating event details…',
  surveys: 'Updating survey…',
  communications: 'Updating communications…',
  guests: 'Updating guest list…',
  budget: 'Updating budget…',
  analytics: 'Collecting analytics…',
};

export type GuardedEvent = Pick<HuddleEvent, 'id' | 'published' | 'past' | 'can_manage'>;

export type TabResolution = { kind: 'show'; tab: EventPageTab } | { kind: 'redirect'; to: string };

/** The manager tabs in order; budget only with the event-budget flag. */
export function managerTabs(budgetEnabled: boolean): ManagerTab[] {
  return EVENT_MANAGER_TABS.filter((tab) => tab !== 'budget' || budgetEnabled);
}

/** With no tab: analytics for a manager of a past event, details for a manager, else the view. */
export function defaultTab(event: GuardedEvent): EventPageTab {
  if (event.can_manage) return event.past ? 'analytics' : 'details';
  return 'view';
}

/** The tab a URL slug names: legacy slugs map to their successors; anything unknown is null. */
export function tabFromSlug(slug: string | undefined, budgetEnabled: boolean): EventPageTab | null {
  if (!slug) return null;
  const current = Object.hasOwn(EVENT_LEGACY_TABS, slug) ? EVENT_LEGACY_TABS[slug] : slug;
  if (current === 'view') return 'view';
  return managerTabs(budgetEnabled).find((tab) => tab === current) ?? null;
}

/**
 * Access guard of the event pages (spec events §2, platform §2.3). The server returns an event only to those who may
 * see it (a private one to its invitees; 404 otherwise), so no privacy rule is repeated here. A manager (the
 * server's `can_manage`) sees the pages of a published event and is sent to the editor for a draft; anyone else
 * sees only the view of a published event.
 */
export function resolveEventTab(event: GuardedEvent, slug: string | undefined, budgetEnabled: boolean): TabResolution {
  const base = `/event/${event.id}`;
  const target = tabFromSlug(slug, budgetEnabled) ?? defaultTab(event);

  if (event.can_manage) {
    if (!event.published) return { kind: 'redirect', to: `${base}/create` };
  } else {
    // Drafts are the managers' own (the server answers 404 to others); a guest never sees a manager tab.
    if (!event.published) return { kind: 'redirect', to: '/events' };
    if (target !== 'view') return { kind: 'redirect', to: `${base}/view` };
  }
  return target === slug ? { kind: 'show', tab: target } : { kind: 'redirect', to: `${base}/${target}` };
}

/** The first page a manager lands on from the view ("Manage event"). */
export function managerHomePath(event: Pick<GuardedEvent, 'id' | 'past'>): string {
  return `/event/${event.id}/${event.past ? 'analytics' : 'details'}`;
}
