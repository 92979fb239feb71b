import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GROUP_MESSAGES } from '@huddle/domain/group-schemas';
import { makeUser } from '../../../test/fixtures';
import type { Responder } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render';
import type { GroupDetail } from '../api/group-models';
import { makeGroup, makeMember, serveGroups } from '../test-fixtures';

const PAGE_ONE = [
  makeMember(8, 'Grace Hopper', { is_group_admin: true }),
  ...Array.from({ length: 9 }, (_, i) => makeMember(20 + i, `Member ${String.fromCharCode(65 + i)}`)),
];
const PAGE_TWO = [makeMember(40, 'Zed Zimmer', { office: { id: 4, name: 'Paris' } })];

function serve(group: GroupDetail, routes: Record<string, Responder> = {}) {
  const queries: URLSearchParams[] = [];
  const mock = serveGroups(makeUser('organizer'), {
    'GET /api/groups/5': { body: { group } },
    'GET /api/groups': { body: { data: [group] } },
    'GET /api/groups/5/members': ({ url }) => {
      queries.push(url.searchParams);
      const page = url.searchParams.get('page');
      const search = url.searchParams.get('search');
      if (search) return { body: { data: [PAGE_TWO[0]], meta: { total_pages: 1, total_count: 1 } } };
      return {
        body: {
          data: page === '2' ? PAGE_TWO : PAGE_ONE,
          meta: { total_pages: 2, total_count: 11, next_page: page === '2' ? null : 2 },
        },
      };
    },
    ...routes,
  });
  return { ...mock, queries };
}

const editor = makeGroup({ can_edit: true });

describe('group members', { timeout: 20_000 }, () => {
  it('pages through members ten at a time, marks admins and searches', async () => {
    const { queries } = serve(editor);
    renderApp('/group/5/members');
    const list = within(await screen.findByRole('list', { name: 'Group members' }));
    expect(list.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('heading', { name: 'Members (11)' })).toBeTruthy();
    const grace = list.getByText('Grace Hopper').closest('li') as HTMLElement;
    expect(within(grace).getByText('Admin')).toBeTruthy();
    expect(Object.fromEntries(queries[0]!)).toEqual({ page: '1', per_page: '10' });

    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('Zed Zimmer')).toBeTruthy();
    expect(screen.getByText('zed@acme.test · Paris')).toBeTruthy();
    expect(queries.at(-1)?.get('page')).toBe('2');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search members' }), { target: { value: 'zed' } });
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('zed'));
    expect(queries.at(-1)?.get('page')).toBe('1');
  });

  it('removes a member after a confirmation', async () => {
    const { calls } = serve(editor, {
      'POST /api/groups/5/mass_leave': { body: { group: { ...editor, members_count: 10 } } },
    });
    renderApp('/group/5/members');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Member B' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove Member B?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(GROUP_MESSAGES.memberRemoved('Member B'))).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/groups/5/mass_leave')?.body).toEqual({ employee_ids: [21] });
  });

  it('says when a member could not be removed', async () => {
    serve(editor, { 'POST /api/groups/5/mass_leave': { status: 422, body: { error: 'No' } } });
    renderApp('/group/5/members');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Grace Hopper' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(GROUP_MESSAGES.removeMemberFailed)).toBeTruthy();
  });

  it('adds several people at once', async () => {
    const { calls } = serve(editor, { 'POST /api/groups/5/mass_join': { body: { group: editor } } });
    renderApp('/group/5/members');
    fireEvent.click(await screen.findByRole('button', { name: 'Add members' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add members' }));
    const submit = dialog.getByRole('button', { name: 'Add members' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    const people = dialog.getByRole('combobox', { name: 'People' });
    fireEvent.change(people, { target: { value: 'a' } });
    fireEvent.click(await screen.findByRole('option', { name: /Alan Turing/ }));
    fireEvent.change(people, { target: { value: 'g' } });
    fireEvent.click(await screen.findByRole('option', { name: /Grace Hopper/ }));
    fireEvent.click(submit);
    expect(await screen.findByText(GROUP_MESSAGES.membersUpdated)).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/groups/5/mass_join')?.body).toEqual({ employee_ids: [11, 8] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when members could not be added', async () => {
    serve(editor, { 'POST /api/groups/5/mass_join': { status: 500, body: { error: 'Boom' } } });
    renderApp('/group/5/members');
    fireEvent.click(await screen.findByRole('button', { name: 'Add members' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add members' }));
    fireEvent.change(dialog.getByRole('combobox', { name: 'People' }), { target: { value: 'a' } });
    fireEvent.click(await screen.findByRole('option', { name: /Alan Turing/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Add members' }));
    expect(await screen.findByText(GROUP_MESSAGES.addMembersFailed)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add members' })).toBeTruthy();
  });

  it('offers no add or remove without can_manage_members, even to an editor', async () => {
    serve(makeGroup({ can_edit: true, can_manage_members: false }));
    renderApp('/group/5/members');
    await screen.findByRole('list', { name: 'Group members' });
    expect(screen.queryByRole('button', { name: 'Add members' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
  });

  it('leaves membership to the Slack channel of a synced group', async () => {
    serve(
      makeGroup({
        can_edit: true,
        synced_slack_channel: { slack_channel_id: 'C1', slack_channel_name: 'women-in-tech', is_private: false },
      }),
    );
    renderApp('/group/5/members');
    expect(await screen.findByText(/managed by its Slack channel/)).toBeTruthy();
    expect(screen.getByText(/#women-in-tech/)).toBeTruthy();
    await screen.findByRole('list', { name: 'Group members' });
    expect(screen.queryByRole('button', { name: 'Add members' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
  });
});
