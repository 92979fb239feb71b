import { describe, expect, it } from 'vitest';
import { makeEvent, makeGuestEvent } from '../../test/event-fixtures';
import { managerHomePath, managerTabs, resolveEventTab, tabFromSlug } from './event-tab-rules';

const show = (tab: string) => ({ kind: 'show', tab });
const redirect = (to: string) => ({ kind: 'redirect', to });

describe('event page guard (spec events §2, platform §2.3)', () => {
  it('sends a manager with no tab to analytics for a past event, else to details', () => {
    expect(resolveEventTab(makeEvent({ past: true, started: true }), undefined, false)).toEqual(
      redirect('/event/12/analytics'),
    );
    expect(resolveEventTab(makeEvent(), undefined, false)).toEqual(redirect('/event/12/details'));
  });

  it('sends anyone else with no tab to the view of any event the server returned, private ones too', () => {
    // The server answers 404 to whoever may not see an event, so the web repeats no privacy rule.
    for (const privacy of ['open', 'organization', 'invite_only'] as const) {
      expect(resolveEventTab(makeGuestEvent({ privacy }), undefined, false)).toEqual(redirect('/event/12/view'));
    }
  });

  it('shows managers every manager tab of a published event and the view', () => {
    for (const tab of ['details', 'surveys', 'communications', 'guests', 'analytics', 'view']) {
      expect(resolveEventTab(makeEvent(), tab, false)).toEqual(show(tab));
    }
  });

  it('sends managers of a draft to the editor, whatever the tab', () => {
    const draft = makeEvent({ published: false });
    for (const tab of [undefined, 'details', 'guests', 'view', 'edit', 'nonsense']) {
      expect(resolveEventTab(draft, tab, false)).toEqual(redirect('/event/12/create'));
    }
  });

  it('sends anyone without can_manage from a manager tab to view, and from a draft to /events', () => {
    expect(resolveEventTab(makeGuestEvent(), 'guests', false)).toEqual(redirect('/event/12/view'));
    expect(resolveEventTab(makeGuestEvent({ privacy: 'invite_only' }), 'details', false)).toEqual(
      redirect('/event/12/view'),
    );
    expect(resolveEventTab(makeGuestEvent({ privacy: 'invite_only' }), 'view', false)).toEqual(show('view'));
    expect(resolveEventTab(makeGuestEvent({ published: false }), 'view', false)).toEqual(redirect('/events'));
    // A host without can_manage (a demoted one) is a guest here too.
    expect(resolveEventTab(makeGuestEvent({ is_host: true }), 'guests', false)).toEqual(redirect('/event/12/view'));
  });

  it('maps the legacy slugs edit and guest_list, and sends unknown tabs to the default', () => {
    expect(resolveEventTab(makeEvent(), 'edit', false)).toEqual(redirect('/event/12/details'));
    expect(resolveEventTab(makeEvent(), 'guest_list', false)).toEqual(redirect('/event/12/guests'));
    expect(resolveEventTab(makeGuestEvent(), 'guest_list', false)).toEqual(redirect('/event/12/view'));
    expect(resolveEventTab(makeEvent(), 'nonsense', false)).toEqual(redirect('/event/12/details'));
    expect(resolveEventTab(makeEvent({ past: true }), 'constructor', false)).toEqual(redirect('/event/12/analytics'));
    expect(resolveEventTab(makeGuestEvent(), 'create', false)).toEqual(redirect('/event/12/view'));
  });

  it('knows the budget tab only with the event-budget flag', () => {
    expect(managerTabs(false)).toEqual(['details', 'surveys', 'communications', 'guests', 'analytics']);
    expect(managerTabs(true)).toContain('budget');
    expect(tabFromSlug('budget', false)).toBeNull();
    expect(resolveEventTab(makeEvent(), 'budget', false)).toEqual(redirect('/event/12/details'));
    expect(resolveEventTab(makeEvent(), 'budget', true)).toEqual(show('budget'));
  });

  it('sends "Manage event" to analytics once the event is past', () => {
    expect(managerHomePath(makeEvent())).toBe('/event/12/details');
    expect(managerHomePath(makeEvent({ past: true }))).toBe('/event/12/analytics');
  });
});
