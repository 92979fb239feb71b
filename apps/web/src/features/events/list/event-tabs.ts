import { EVENT_TABS, type EventTab } from '@huddle/domain/event-constants';

/** The tabs a person sees: Drafts only for those who may create events (spec events §2, §6; the server's ability). */
export function visibleTabs(canCreate: boolean): EventTab[] {
  return EVENT_TABS.filter((tab) => tab !== 'draft' || canCreate);
}

export function isVisibleTab(tab: string | undefined, canCreate: boolean): tab is EventTab {
  return (visibleTabs(canCreate) as string[]).includes(tab ?? '');
}
