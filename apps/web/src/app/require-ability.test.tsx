import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@huddle/domain/roles';
import { makeOrganization, makeUser } from '../test/fixtures';
import { mockFetch } from '../test/mock-fetch';
import { renderApp } from '../test/render';

function serve(user: ReturnType<typeof makeUser> | null) {
  return mockFetch({
    'GET /api/organizations/current': { body: makeOrganization() },
    'GET /api/feature_flags': { body: { flags: { MaintenanceMode: false } } },
    'GET /api/users/current': user ? { body: { user } } : { status: 401, body: { error: 'Unauthorized' } },
    'GET /api/users/events': { body: { data: [] } },
    'GET /api/offices': { body: { data: [] } },
  });
}

const location = () => screen.getByTestId('location').textContent;

describe('RequireAbility', () => {
  it('sends signed-out visitors to /login and remembers where they were going', async () => {
    serve(null);
    renderApp('/groups/my?office=3');
    await waitFor(() => expect(location()).toBe('/login'));
    expect(sessionStorage.getItem('huddle.returnPath')).toBe('/groups/my?office=3');
    expect(await screen.findByRole('heading', { name: 'Sign in to Acme' })).toBeTruthy();
  });

  it.each<[Role, string]>([
    ['user', '/analytics'],
    ['user', '/settings'],
    ['organizer', '/settings/integrations'],
    ['user', '/event/new/create'],
  ])('sends a %s without the ability %s needs to /events', async (role, path) => {
    serve(makeUser(role));
    renderApp(path);
    await waitFor(() => expect(location()).toMatch(/^\/events(\/upcoming)?$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
  });

  it('follows the abilities the server sends, not the role', async () => {
    const admin = makeUser('admin');
    serve({ ...admin, abilities: { ...admin.abilities, can_view_analytics: false } });
    renderApp('/analytics');
    await waitFor(() => expect(location()).toMatch(/^\/events(\/upcoming)?$/));
    cleanup();

    const user = makeUser('user');
    serve({ ...user, abilities: { ...user.abilities, can_manage_settings: true } });
    renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
  });

  it.each<[Role, string, string]>([
    ['organizer', '/analytics', 'Analytics'],
    ['admin', '/settings', 'Settings'],
    ['user', '/profile', 'Ada Lovelace'],
  ])('lets a %s open %s', async (role, path, heading) => {
    serve(makeUser(role));
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(location()).toBe(path);
  });

  it('redirects the index to /events and /surveys to /surveyTemplates', async () => {
    serve(makeUser('organizer'));
    renderApp('/');
    await waitFor(() => expect(location()).toMatch(/^\/events(\/upcoming)?$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    cleanup();

    renderApp('/surveys');
    await waitFor(() => expect(location()).toBe('/surveyTemplates'));
  });

  it('sends a signed-in user away from /login', async () => {
    serve(makeUser('user'));
    renderApp('/login');
    await waitFor(() => expect(location()).toMatch(/^\/events(\/upcoming)?$/));
  });
});
