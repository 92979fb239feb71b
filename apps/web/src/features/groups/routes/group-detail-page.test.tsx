import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_TEXT } from '@huddle/domain/messages';
import { GROUP_MESSAGES } from '@huddle/domain/group-schemas';
import type { Role } from '@huddle/domain/roles';
import { makeUser } from '../../../test/fixtures';
import type { Responder } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render';
import type { GroupDetail } from '../api/group-models';
import { makeGroup, serveGroups } from '../test-fixtures';

const location = () => screen.getByTestId('location').textContent;

function serve(group: GroupDetail, routes: Record<string, Responder> = {}, role: Role = 'user') {
  return serveGroups(makeUser(role), {
    'GET /api/groups/5': { body: { group } },
    'GET /api/groups': { body: { data: [group] } },
    'GET /api/groups/5/members': { body: { data: [], meta: { total_pages: 1, total_count: 0 } } },
    ...routes,
  });
}

describe('group page', { timeout: 20_000 }, () => {
  it('shows the view tab by default, with the sanitized description and the admins', async () => {
    serve(makeGroup());
    renderApp('/group/5');
    await waitFor(() => expect(location()).toBe('/group/5/view'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Women in Tech' })).toBeTruthy();
    expect(screen.getByText('monthly').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: /wit\.example\.com/ }).getAttribute('href')).toBe(
      'https://wit.example.com',
    );
    expect(within(screen.getByRole('list', { name: 'Group admins' })).getByText('Grace Hopper')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Group events' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Upcoming', 'Past', 'My events']);
    expect(screen.getByRole('link', { name: 'Back to Groups' }).getAttribute('href')).toBe('/groups');
  });

  it('lists the group’s events by tab', async () => {
    const event = {
      id: 31,
      name: 'Pride picnic',
      start: '2026-12-01T17:00:00Z',
      ends: '2026-12-01T19:00:00Z',
      location: 'Park',
      published: true,
    };
    serve(makeGroup(), {
      'GET /api/group_events/upcoming': { body: { data: [event], meta: { total_count: 1, next_page: null } } },
      'GET /api/group_events/past': { body: { data: [], meta: { total_count: 0, next_page: null } } },
    });
    renderApp('/group/5/view');
    const link = await screen.findByRole('link', { name: /Pride picnic/ });
    expect(link.getAttribute('href')).toBe('/event/31');
    fireEvent.click(screen.getByRole('tab', { name: 'Past' }));
    expect(await screen.findByText('No past events in this group.')).toBeTruthy();
  });

  it('sends people who cannot edit from the edit and members tabs to view, without editor controls', async () => {
    serve(makeGroup({ can_edit: false }));
    renderApp('/group/5/edit');
    await waitFor(() => expect(location()).toBe('/group/5/view'));
    await screen.findByRole('heading', { level: 1, name: 'Women in Tech' });
    expect(screen.queryByRole('tab', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('redirects a non-editor from members too, and an unknown tab for anyone', async () => {
    serve(makeGroup({ can_edit: true }));
    renderApp('/group/5/ledger');
    await waitFor(() => expect(location()).toBe('/group/5/view'));
    expect(await screen.findByRole('tab', { name: 'Members' })).toBeTruthy();
  });

  it('gives editors the Edit, Members and Budget tabs', async () => {
    serve(makeGroup({ can_edit: true }));
    renderApp('/group/5/members');
    expect(await screen.findByRole('tab', { name: 'Members', selected: true })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['View', 'Edit', 'Members', 'Budget']);
  });

  it('shows the not-found page for a group the user cannot see', async () => {
    serve(makeGroup(), { 'GET /api/groups/5': { status: 404, body: { error: GROUP_MESSAGES.notFound } } });
    renderApp('/group/5/view');
    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeTruthy();
  });

  it('joins and leaves with the spec messages', async () => {
    serve(makeGroup(), {
      'POST /api/groups/5/join': { body: { group: makeGroup({ is_member: true, members_count: 13 }) } },
      'POST /api/groups/5/leave': { body: { group: makeGroup({ is_member: false }) } },
    });
    renderApp('/group/5/view');
    fireEvent.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByText(GROUP_MESSAGES.joined)).toBeTruthy();
    expect(screen.getAllByText('13 members').length).toBeGreaterThan(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText(GROUP_MESSAGES.left)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Join' })).toBeTruthy();
  });

  it('goes back to the list after leaving a private group, which is now hidden', async () => {
    serve(makeGroup({ is_member: true, private: true }), {
      'POST /api/groups/5/leave': { body: { group: makeGroup({ is_member: false, private: true }) } },
    });
    renderApp('/group/5/view');
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText(GROUP_MESSAGES.left)).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/groups/active'));
  });

  it('stays on a private group after leaving when the reader may still see it (an org admin)', async () => {
    const group = { is_member: true, private: true, can_view_without_membership: true };
    serve(makeGroup(group), {
      'POST /api/groups/5/leave': { body: { group: makeGroup({ ...group, is_member: false }) } },
    });
    renderApp('/group/5/view');
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText(GROUP_MESSAGES.left)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Join' })).toBeTruthy();
    expect(location()).toBe('/group/5/view');
  });

  it('offers Delete and Create event by their own abilities, not by can_edit', async () => {
    serve(makeGroup({ can_edit: true, can_delete: false, can_create_event: false }), {}, 'admin');
    renderApp('/group/5/view');
    await screen.findByRole('tab', { name: 'Members' });
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create event' })).toBeNull();
  });

  it('offers Create event for the group when can_create_event', async () => {
    serve(makeGroup({ can_edit: true, can_create_event: true }), {}, 'user');
    renderApp('/group/5/view');
    const link = await screen.findByRole('link', { name: 'Create event' });
    expect(link.getAttribute('href')).toBe('/event/new/create?group_id=5');
  });

  it('says why leaving failed', async () => {
    serve(makeGroup({ is_member: true, is_group_admin: true }), {
      'POST /api/groups/5/leave': { status: 422, body: { error: GROUP_MESSAGES.lastAdmin } },
    });
    renderApp('/group/5/view');
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText(GROUP_MESSAGES.leaveFailed(GROUP_MESSAGES.lastAdmin))).toBeTruthy();
  });

  it('says why joining failed', async () => {
    serve(makeGroup(), { 'POST /api/groups/5/join': { status: 422, body: { error: 'Nope' } } });
    renderApp('/group/5/view');
    fireEvent.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByText(GROUP_MESSAGES.joinFailed('Nope'))).toBeTruthy();
  });

  it('deletes (archives) the group after a confirmation', async () => {
    const { calls } = serve(makeGroup({ can_edit: true }), {
      'POST /api/groups/5/archive': { body: { message: GROUP_MESSAGES.deleted } },
    });
    renderApp('/group/5/view');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this group?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.path === '/api/groups/5/archive')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete group' }));
    expect(await screen.findByText(GROUP_MESSAGES.deleted)).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/groups/active'));
  });

  it('says why deleting failed', async () => {
    serve(makeGroup({ can_edit: true }), {
      'POST /api/groups/5/archive': { status: 403, body: { error: 'Forbidden' } },
    });
    renderApp('/group/5/view');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete group' }));
    expect(await screen.findByText(GROUP_MESSAGES.deleteFailed('Forbidden'))).toBeTruthy();
    expect(location()).toBe('/group/5/view');
  });
});
