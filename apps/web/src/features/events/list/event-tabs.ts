import { EVENT_TABS, type EventTab } from '@huddle/domain/event-schemas';

/** The tabs a person sees: Drafts only for admins and organizers (spec events §2, §6). */
export function visibleTabs(canManage: boolean): EventTab[] {
  return EVENT_TABS.filter((tab) => tab !== 'draft' || canManage);
}

export function isVisibleTab(tab: string | undefined, canManage: boolean): tab is EventTab {
  return (visibleTabs(canManage) as string[]).includes(tab ?? '');
}
