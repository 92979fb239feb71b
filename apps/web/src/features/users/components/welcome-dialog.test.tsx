import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrganization, makeUser } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render';

function serve(initial = makeUser('user', { welcome_shown: false, office: null, office_id: null })) {
  let user = initial;
  return mockFetch({
    'GET /api/organizations/current': { body: makeOrganization() },
    'GET /api/feature_flags': { body: { flags: {} } },
    'GET /api/users/current': () => ({ body: { user } }),
    'GET /api/offices': {
      body: { data: [{ id: 3, name: 'London', users_count: 1, events_count: 0, groups_count: 0 }] },
    },
    'POST /api/users/update_profile': ({ body }) => {
      const { timezone } = body as { timezone: string };
      user = { ...user, timezone, office_id: 3, office: { id: 3, name: 'London' }, welcome_shown: true };
      return { body: { user } };
    },
  });
}

describe('welcome dialog', () => {
  it('shows tips, then asks for timezone and office before saving', async () => {
    const { calls } = serve();
    renderApp('/events');
    const dialog = within(await screen.findByRole('dialog', { name: 'Welcome to Huddle, Ada!' }));
    expect(dialog.getByText('Find events')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Continue' }));

    const profile = within(await screen.findByRole('dialog', { name: 'Set up your profile' }));
    expect((profile.getByLabelText(/^Timezone/, { selector: 'input' }) as HTMLInputElement).value).not.toBe('');
    fireEvent.click(profile.getByRole('button', { name: 'Save' }));
    expect(await profile.findByText('Office is required')).toBeTruthy();

    fireEvent.mouseDown(await profile.findByRole('combobox', { name: /^Office/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'London' }));
    fireEvent.click(profile.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((call) => call.path === '/api/users/update_profile');
    expect(post?.body).toMatchObject({ office_id: 3, welcome: true });
    expect(typeof (post?.body as { timezone: unknown }).timezone).toBe('string');
  });

  it('stays away once the welcome was shown', async () => {
    serve(makeUser('user'));
    renderApp('/events');
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
