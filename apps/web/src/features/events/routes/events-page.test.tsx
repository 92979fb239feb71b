import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { stubIntersectionObserver } from '../../../test/intersection-observer';
import { listResponder, makeEvent, serveEvents } from '../list/test-fixtures';

const location = () => screen.getByTestId('location').textContent;
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('events page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    stubIntersectionObserver();
  });

  it('sends /events to Upcoming and shows the tabs without Drafts or New event to users', async () => {
    const queries: URLSearchParams[] = [];
    serveEvents(makeUser('user'), { 'GET /api/events/upcoming': listResponder([[makeEvent()]], queries) });
    renderApp('/events');
    await waitFor(() => expect(location()).toBe('/events/upcoming'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    expect(tabNames()).toEqual(['Upcoming', 'My events', 'Past events', 'Calendar']);
    expect(screen.getByRole('tab', { name: 'Upcoming', selected: true })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Summer picnic' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New event' })).toBeNull();
    expect(Object.fromEntries(queries[0]!)).toEqual({ page: '1', per_page: '12' });
  });

  it('redirects an unknown tab, keeping the query', async () => {
    serveEvents(makeUser('user'), { 'GET /api/events/upcoming': listResponder([[]]) });
    renderApp('/events/bogus?search=picnic');
    await waitFor(() => expect(location()).toBe('/events/upcoming?search=picnic'));
  });

  it('redirects Drafts for a user, and shows it to organizers with New event', async () => {
    serveEvents(makeUser('user'), { 'GET /api/events/upcoming': listResponder([[]]) });
    const first = renderApp('/events/draft');
    await waitFor(() => expect(location()).toBe('/events/upcoming'));
    first.unmount();

    serveEvents(makeUser('organizer'), {
      'GET /api/events/draft': listResponder([[makeEvent({ id: 9, name: 'Draft party', published: false })]]),
    });
    renderApp('/events/draft');
    const card = await screen.findByRole('article', { name: 'Draft party' });
    expect(location()).toBe('/events/draft');
    expect(tabNames()).toEqual(['Upcoming', 'My events', 'Past events', 'Drafts', 'Calendar']);
    expect(within(card).getByText('Draft')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New event' }).getAttribute('href')).toBe('/event/new/create');
  });

  it('changes the URL with the tab and asks that tab, keeping the filters', async () => {
    const mine: URLSearchParams[] = [];
    serveEvents(makeUser('user'), {
      'GET /api/events/upcoming': listResponder([[makeEvent()]]),
      'GET /api/events/mine': listResponder([[makeEvent({ id: 6, name: 'My meetup' })]], mine),
    });
    renderApp('/events/upcoming?office_id=4');
    await screen.findByRole('article', { name: 'Summer picnic' });
    fireEvent.click(screen.getByRole('tab', { name: 'My events' }));
    await waitFor(() => expect(location()).toBe('/events/mine?office_id=4'));
    expect(await screen.findByRole('article', { name: 'My meetup' })).toBeTruthy();
    expect(mine[0]?.get('office_id')).toBe('4');
  });

  it('preselects the Group filter from group_id and asks for that group', async () => {
    const queries: URLSearchParams[] = [];
    serveEvents(makeUser('user'), { 'GET /api/events/upcoming': listResponder([[makeEvent()]], queries) });
    renderApp('/events?group_id=5');
    await waitFor(() => expect(location()).toBe('/events/upcoming?group_id=5'));
    const group = screen.getByRole('combobox', { name: 'Group' }) as HTMLSelectElement;
    await waitFor(() => expect(group.selectedOptions[0]?.textContent).toBe('Women in Tech'));
    expect(queries[0]?.get('group_id')).toBe('5');
  });

  it('sends every filter and the debounced search, and keeps them in the URL', async () => {
    const queries: URLSearchParams[] = [];
    const { calls } = serveEvents(makeUser('organizer'), {
      'GET /api/events/upcoming': listResponder([[makeEvent()]], queries),
    });
    renderApp('/events/upcoming');
    await screen.findByRole('article', { name: 'Summer picnic' });

    // Native selects: the browser's own list, so a choice is a change of the select's value.
    const choose = async (filter: string, option: string) => {
      const select = screen.getByRole('combobox', { name: filter });
      const choice = (await within(select).findByRole('option', { name: option })) as HTMLOptionElement;
      fireEvent.change(select, { target: { value: choice.value } });
    };
    await choose('Office', 'Paris');
    await waitFor(() => expect(queries.at(-1)?.get('office_id')).toBe('4'));
    await choose('Type', 'Workshop');
    await waitFor(() => expect(queries.at(-1)?.get('event_type_id')).toBe('9'));
    await choose('Group', 'Runners');
    await waitFor(() => expect(queries.at(-1)?.get('group_id')).toBe('6'));
    await choose('Organizer', 'Alan Turing');
    await waitFor(() => expect(queries.at(-1)?.get('organizer_id')).toBe('11'));

    const before = queries.length;
    const search = screen.getByRole('searchbox', { name: 'Search events' });
    fireEvent.change(search, { target: { value: 'p' } });
    fireEvent.change(search, { target: { value: 'pic' } });
    fireEvent.change(search, { target: { value: 'picnic' } });
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('picnic'));
    expect(queries.length - before).toBe(1);
    expect(Object.fromEntries(queries.at(-1)!)).toEqual({
      page: '1',
      per_page: '12',
      search: 'picnic',
      office_id: '4',
      event_type_id: '9',
      group_id: '6',
      organizer_id: '11',
    });
    expect(location()).toBe('/events/upcoming?office_id=4&event_type_id=9&group_id=6&organizer_id=11&search=picnic');
    // The organizer options are the organization's organizers and admins.
    const people = calls.find((call) => call.path === '/api/users');
    expect(people).toBeDefined();
  });

  it('reads organizers from the active organizers and admins, for users too', async () => {
    const { calls } = serveEvents(makeUser('user'), { 'GET /api/events/upcoming': listResponder([[]]) });
    renderApp('/events/upcoming');
    const organizer = await screen.findByRole('combobox', { name: 'Organizer' });
    expect(await within(organizer).findByRole('option', { name: 'Grace Hopper' })).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/employees/event_host_options')).toBe(false);
    expect(calls.some((call) => call.path === '/api/users')).toBe(true);
  });

  it('shows the calendar tab without the list filters', async () => {
    serveEvents(makeUser('user'), { 'GET /api/events/range': { body: { data: [] } } });
    renderApp('/events/calendar');
    expect(await screen.findByRole('tab', { name: 'Calendar', selected: true })).toBeTruthy();
    expect(screen.queryByRole('searchbox', { name: 'Search events' })).toBeNull();
  });
});
