import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GROUP_MESSAGES } from '@huddle/domain/group-schemas';
import { SLACK_MESSAGES } from '@huddle/domain/slack-schemas';
import { makeOrganization, makeUser } from '../../../test/fixtures';
import { renderApp, testQueryClient } from '../../../test/render';
import { makeGroup, serveGroups } from '../test-fixtures';

const location = () => screen.getByTestId('location').textContent;

const GROUPS = [
  makeGroup({ id: 5, name: 'Women in Tech', is_member: true, members_count: 12 }),
  makeGroup({ id: 6, name: 'Runners', group_type: null, group_type_id: null, private: true, members_count: 1 }),
  makeGroup({ id: 7, name: 'Book club', is_member: true, is_group_admin: true }),
];

/** Serves GET /api/groups and records the query of each call. */
function serveList(role: 'user' | 'organizer' | 'admin', answer = GROUPS, flags: Record<string, boolean> = {}) {
  const queries: URLSearchParams[] = [];
  const mock = serveGroups(
    makeUser(role),
    {
      'GET /api/groups': ({ url }) => {
        queries.push(url.searchParams);
        return { body: { data: answer } };
      },
      'POST /api/groups/6/join': {
        body: { group: makeGroup({ id: 6, is_member: true }), message: GROUP_MESSAGES.joined },
      },
    },
    flags,
  );
  return { ...mock, queries };
}

describe('groups list', { timeout: 20_000 }, () => {
  it('sends /groups to /groups/active and shows the cards, without New group for users', async () => {
    const { queries } = serveList('user');
    renderApp('/groups');
    await waitFor(() => expect(location()).toBe('/groups/active'));
    const grid = await screen.findByRole('list', { name: 'Groups' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('tab', { name: 'All groups', selected: true })).toBeTruthy();

    const runners = within(screen.getByRole('article', { name: 'Runners' }));
    expect(runners.getByRole('link').getAttribute('href')).toBe('/group/6/view');
    expect(runners.getByTitle('Private group')).toBeTruthy();
    expect(runners.getByText('1 member')).toBeTruthy();
    expect(runners.getByRole('button', { name: 'Join Runners' })).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Women in Tech' })).getByText('Joined')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Book club' })).getByText('Admin')).toBeTruthy();

    expect(screen.queryByRole('button', { name: 'New group' })).toBeNull();
    expect(Object.fromEntries(queries[0]!)).toEqual({ status: 'active', tab: 'active' });
  });

  it('redirects an unknown tab', async () => {
    serveList('user');
    renderApp('/groups/archived');
    await waitFor(() => expect(location()).toBe('/groups/active'));
  });

  it('sends the tab, office, type and debounced search to the server', async () => {
    const { queries } = serveList('user');
    renderApp('/groups/active');
    await screen.findByRole('list', { name: 'Groups' });

    fireEvent.click(screen.getByRole('tab', { name: 'My groups' }));
    await waitFor(() => expect(location()).toBe('/groups/my'));
    await waitFor(() => expect(queries.at(-1)?.get('tab')).toBe('my'));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Office' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Paris' }));
    await waitFor(() => expect(queries.at(-1)?.get('office_id')).toBe('4'));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Social' }));
    await waitFor(() => expect(queries.at(-1)?.get('group_type_id')).toBe('9'));

    const before = queries.length;
    const search = screen.getByRole('searchbox', { name: 'Search by group name' });
    fireEvent.change(search, { target: { value: 'b' } });
    fireEvent.change(search, { target: { value: 'bo' } });
    fireEvent.change(search, { target: { value: 'book' } });
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('book'));
    // One request for the settled text, not one per key.
    expect(queries.length - before).toBe(1);
    expect(Object.fromEntries(queries.at(-1)!)).toEqual({
      status: 'active',
      tab: 'my',
      office_id: '4',
      group_type_id: '9',
      search: 'book',
    });
  });

  it('shows the empty states, with a create prompt for organizers', async () => {
    serveList('organizer', []);
    renderApp('/groups/my');
    expect(await screen.findByText(GROUP_MESSAGES.emptyMine)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create a group' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'All groups' }));
    expect(await screen.findByText(GROUP_MESSAGES.emptyAll)).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by group name' }), { target: { value: 'zzz' } });
    expect(await screen.findByText(GROUP_MESSAGES.emptySearch)).toBeTruthy();
  });

  it('shows no create prompt to users', async () => {
    serveList('user', []);
    renderApp('/groups/active');
    expect(await screen.findByText(GROUP_MESSAGES.emptyAll)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create a group' })).toBeNull();
  });

  it('opens the form straight away for organizers when the Slack flag is off', async () => {
    serveList('organizer');
    renderApp('/groups/active');
    fireEvent.click(await screen.findByRole('button', { name: 'New group' }));
    await waitFor(() => expect(location()).toBe('/group/new'));
  });

  it('offers scratch or Slack when the Slack flag is on; Slack needs a connected workspace', async () => {
    serveList('admin', GROUPS, { 'group-slack-synced-membership': true });
    renderApp('/groups/active');
    fireEvent.click(await screen.findByRole('button', { name: 'New group' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New group' }));
    const slack = dialog.getByRole('button', { name: /Sync from a Slack channel/ });
    expect(slack.getAttribute('aria-disabled')).toBe('true');
    expect(dialog.getByText(SLACK_MESSAGES.notConnected)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: /Create from scratch/ }));
    await waitFor(() => expect(location()).toBe('/group/new'));
  });

  it('syncs a new group from a Slack channel that no group follows yet', async () => {
    const channel = (id: number, name: string, synced_group_id: number | null) => ({
      id,
      slack_id: `C${id}`,
      name,
      private: false,
      selected: true,
      synced_group_id,
    });
    serveGroups(
      makeUser('admin'),
      {
        'GET /api/organizations/current': { body: { ...makeOrganization(), slack_enabled: true } },
        'GET /api/groups': { body: { data: GROUPS } },
        'GET /api/organizations/synced_slack_channels': {
          body: { data: [channel(3, 'runners', null), channel(4, 'women-in-tech', 5)] },
        },
      },
      { 'group-slack-synced-membership': true },
    );
    renderApp('/groups/active');
    fireEvent.click(await screen.findByRole('button', { name: 'New group' }));
    const choose = within(await screen.findByRole('dialog', { name: 'New group' }));
    await waitFor(() =>
      expect(
        choose.getByRole('button', { name: /Sync from a Slack channel/ }).getAttribute('aria-disabled'),
      ).toBeNull(),
    );
    fireEvent.click(choose.getByRole('button', { name: /Sync from a Slack channel/ }));
    const pick = within(await screen.findByRole('dialog', { name: 'Sync from a Slack channel' }));
    const channels = within(await pick.findByRole('list', { name: 'Slack channels' }));
    expect(channels.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['runners']);
    fireEvent.click(channels.getByRole('button', { name: 'runners' }));
    await waitFor(() => expect(location()).toBe('/group/new?channel=3'));
  });

  it('joins a group from its card', async () => {
    const { calls } = serveList('user');
    renderApp('/groups/active');
    fireEvent.click(await screen.findByRole('button', { name: 'Join Runners' }));
    expect(await screen.findByText(GROUP_MESSAGES.joined)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/groups/6/join')).toBe(true);
  });

  it('says so when the groups cannot be loaded', async () => {
    serveGroups(makeUser('user'), { 'GET /api/groups': { status: 500, body: { error: 'Boom' } } });
    renderApp('/groups/active', testQueryClient());
    expect(await screen.findByText("The groups couldn't be loaded.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
