import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Office, User } from '../../../lib/api-types';
import { makeOrganization, makeUser } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render';

const office = (id: number, name: string): Office => ({
  id,
  name,
  users_count: 1,
  events_count: 0,
  groups_count: 0,
});

function serve(offices: Office[], initial = makeUser('user', { welcome_shown: false, office: null, office_id: null })) {
  let user: User = initial;
  const searches: URLSearchParams[] = [];
  const mock = mockFetch({
    'GET /api/organizations/current': { body: makeOrganization() },
    'GET /api/feature_flags': { body: { flags: {} } },
    'GET /api/users/current': () => ({ body: { user } }),
    'GET /api/offices': ({ url }) => {
      searches.push(url.searchParams);
      const term = (url.searchParams.get('search') ?? '').toLowerCase();
      return { body: { data: offices.filter((o) => o.name.toLowerCase().includes(term)), meta: {} } };
    },
    'POST /api/users/update_profile': ({ body }) => {
      const { timezone, office_id, office_raw } = body as { timezone: string; office_id?: number; office_raw?: string };
      const saved = office_id ? offices.find((o) => o.id === office_id) : { id: 99, name: office_raw ?? '' };
      user = { ...user, timezone, office_id: saved?.id ?? null, office: saved ?? null, welcome_shown: true };
      return { body: { user } };
    },
  });
  return { ...mock, searches };
}

async function openProfileStep() {
  const dialog = within(await screen.findByRole('dialog', { name: 'Welcome to Huddle, Ada!' }));
  expect(dialog.getByText('Find events')).toBeTruthy();
  fireEvent.click(dialog.getByRole('button', { name: 'Continue' }));
  return within(await screen.findByRole('dialog', { name: 'Set up your profile' }));
}

const officeInput = (profile: ReturnType<typeof within>) =>
  profile.getByRole('combobox', { name: /^Office/ }) as HTMLInputElement;

describe('welcome dialog', () => {
  it('shows tips, then asks for timezone and office, searching offices on the server', async () => {
    const { calls, searches } = serve([office(3, 'London'), office(4, 'Lisbon')]);
    // A page without office filters of its own, so every office request comes from the dialog.
    renderApp('/profile');
    const profile = await openProfileStep();
    expect((profile.getByLabelText(/^Timezone/, { selector: 'input' }) as HTMLInputElement).value).not.toBe('');
    fireEvent.click(profile.getByRole('button', { name: 'Save' }));
    expect(await profile.findByText('Office is required')).toBeTruthy();

    // Typing quickly searches once, for what was typed last, one page of 20 at a time.
    for (const text of ['L', 'Lo', 'Lon']) fireEvent.change(officeInput(profile), { target: { value: text } });
    await waitFor(() => expect(searches.map((params) => params.get('search'))).toContain('Lon'));
    expect(searches.map((params) => params.get('search'))).not.toContain('L');
    expect(searches.map((params) => params.get('search'))).not.toContain('Lo');
    expect(searches.every((params) => params.get('per_page') === '20')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Lisbon' })).toBeNull());
    fireEvent.click(await screen.findByRole('option', { name: 'London' }));
    fireEvent.click(profile.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((call) => call.path === '/api/users/update_profile');
    expect(post?.body).toEqual({ timezone: expect.any(String), office_id: 3, welcome: true });
  });

  it('lets a user of an organization without offices add theirs by name', async () => {
    const { calls } = serve([]);
    renderApp('/events');
    const profile = await openProfileStep();

    fireEvent.change(officeInput(profile), { target: { value: '  Paris ' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Add “Paris”' }));
    expect(officeInput(profile).value).toBe('Paris');
    expect(profile.getByText('“Paris” will be added as a new office.')).toBeTruthy();
    fireEvent.click(profile.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((call) => call.path === '/api/users/update_profile');
    expect(post?.body).toEqual({ timezone: expect.any(String), office_raw: 'Paris', welcome: true });
  });

  it('takes a typed name left in the field as the office, matching an existing one', async () => {
    const { calls } = serve([office(3, 'London')]);
    renderApp('/events');
    const profile = await openProfileStep();

    fireEvent.change(officeInput(profile), { target: { value: 'london' } });
    expect(await screen.findByRole('option', { name: 'London' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /^Add/ })).toBeNull();
    fireEvent.blur(officeInput(profile));
    fireEvent.click(profile.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((call) => call.path === '/api/users/update_profile');
    expect(post?.body).toMatchObject({ office_id: 3, welcome: true });
  });

  it('stays away once the welcome was shown', async () => {
    serve([office(3, 'London')], makeUser('user'));
    renderApp('/events');
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
