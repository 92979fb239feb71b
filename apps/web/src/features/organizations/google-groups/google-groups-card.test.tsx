import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GoogleAdminStatusRecord, GoogleGroupRecord } from '@huddle/domain/contracts/google-groups';
import { GOOGLE_ADMIN_RETURN_PATH, GOOGLE_GROUPS_MESSAGES } from '@huddle/domain/google-groups-schemas';
import { SLACK_POPUP_POLL_MS } from '@huddle/domain/slack-schemas';
import { fakePopup, onProvider } from '../../../test/fake-popup';
import type { Responder } from '../../../test/mock-fetch';
import { makeSettings } from '../routes/settings-test-helpers';
import { makeSlackStatus, renderSlack, serveSlack } from '../slack/slack-test-helpers';

const status = (overrides: Partial<GoogleAdminStatusRecord> = {}): GoogleAdminStatusRecord => ({
  configured: true,
  status: 'connected',
  email: 'ada@acme.test',
  error: null,
  ...overrides,
});
const group = (email: string, name: string, overrides: Partial<GoogleGroupRecord> = {}): GoogleGroupRecord => ({
  id: null,
  google_id: `g-${email}`,
  name,
  email,
  is_google_group: true,
  synced: false,
  members_count: 3,
  ...overrides,
});

/** The settings page with Google calendars on and the contact-lists flag, plus the test's routes. */
function serve(admin: GoogleAdminStatusRecord, routes: Record<string, Responder> = {}, calendar = 'google') {
  return serveSlack(makeSlackStatus(), {
    'GET /api/feature_flags': { body: { flags: { 'contact-lists': true } } },
    'GET /api/organizations/1': { body: { organization: makeSettings({ calendar_enabled: calendar as 'google' }) } },
    'GET /api/auth_details/google_admin': { body: admin },
    ...routes,
  });
}

async function card() {
  renderSlack('/settings/integrations');
  return within(await screen.findByRole('region', { name: 'Google Groups' }));
}

afterEach(() => vi.useRealTimers());

describe('the Google Groups card', () => {
  it('is shown only when calendars are on and the contact-lists flag is set', async () => {
    serve(status(), {}, 'none');
    renderSlack('/settings/integrations');
    expect(await screen.findByRole('region', { name: 'Slack' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Google Groups' })).toBeNull();
  });

  it('connects through the popup: the code and our return page go to auth_details/google_admin', async () => {
    const { calls } = serve(status({ status: 'none', email: null }), {
      'POST /api/auth_details/google_admin_oauth': {
        body: { state: 's-7', authorize_url: 'https://accounts.google.test/o/oauth2/v2/auth?state=s-7' },
      },
      'POST /api/auth_details/google_admin': { status: 202, body: { status: 'connecting' } },
    });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { popup, open, returnTo } = fakePopup();
    const c = await card();
    fireEvent.click(await c.findByRole('button', { name: 'Set up Google Groups' }));
    expect(open).toHaveBeenCalledWith('', 'google-admin', expect.any(String));
    await onProvider(popup);
    returnTo(`${GOOGLE_ADMIN_RETURN_PATH}?code=4/abc&state=s-7`);
    act(() => vi.advanceTimersByTime(SLACK_POPUP_POLL_MS));
    expect(popup.close).toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(
        calls.find((call) => call.path === '/api/auth_details/google_admin' && call.method === 'POST')?.body,
      ).toEqual({
        code: '4/abc',
        redirect_uri: `${window.location.origin}${GOOGLE_ADMIN_RETURN_PATH}`,
      }),
    );
  });

  it("shows the server's errors, or the spec's message, when connecting is refused", async () => {
    serve(status({ status: 'none', email: null }), {
      'POST /api/auth_details/google_admin_oauth': { body: { state: 's-7', authorize_url: 'https://google.test/' } },
      'POST /api/auth_details/google_admin': { status: 422, body: { error: GOOGLE_GROUPS_MESSAGES.stateExpired } },
    });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { popup, returnTo } = fakePopup();
    const c = await card();
    fireEvent.click(await c.findByRole('button', { name: 'Set up Google Groups' }));
    await onProvider(popup);
    returnTo(`${GOOGLE_ADMIN_RETURN_PATH}?code=4/abc&state=forged`);
    act(() => vi.advanceTimersByTime(SLACK_POPUP_POLL_MS));
    expect(await screen.findByText(GOOGLE_GROUPS_MESSAGES.connectFailed)).toBeTruthy();

    popup.closed = false;
    fireEvent.click(c.getByRole('button', { name: 'Set up Google Groups' }));
    await onProvider(popup);
    returnTo(`${GOOGLE_ADMIN_RETURN_PATH}?code=4/abc&state=s-7`);
    act(() => vi.advanceTimersByTime(SLACK_POPUP_POLL_MS));
    expect(await screen.findByText(GOOGLE_GROUPS_MESSAGES.stateExpired)).toBeTruthy();
  });

  it('shows a broken connection with the spec message and Reconnect', async () => {
    serve(status({ status: 'broken', email: null, error: GOOGLE_GROUPS_MESSAGES.connectFailed }));
    const c = await card();
    expect(await c.findByRole('alert')).toHaveProperty('textContent', GOOGLE_GROUPS_MESSAGES.connectFailed);
    expect((c.getByRole('button', { name: 'Reconnect Google Groups' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('the Google Groups dialog', () => {
  it('lists the groups with checkboxes, marks synced ones, and syncs the chosen', async () => {
    const { calls } = serve(status(), {
      'GET /api/lists/google_groups': {
        body: {
          data: [
            group('eng@acme.test', 'Engineering', { id: 40, synced: true }),
            group('sales@acme.test', 'Sales'),
            group('ops@acme.test', 'Ops'),
          ],
        },
      },
      'POST /api/lists/sync_google_groups': {
        status: 202,
        body: { lists: [{ id: 41, name: 'Sales', email: 'sales@acme.test' }], message: GOOGLE_GROUPS_MESSAGES.syncing },
      },
    });
    const c = await card();
    expect(await c.findByText('Connected')).toBeTruthy();
    fireEvent.click(c.getByRole('button', { name: 'Manage Google Groups' }));
    const dialog = within(await screen.findByRole('dialog', { name: GOOGLE_GROUPS_MESSAGES.dialogTitle }));
    const engineering = (await dialog.findByRole('checkbox', { name: /Engineering/ })) as HTMLInputElement;
    expect(engineering.checked && engineering.disabled).toBe(true);
    expect(dialog.getByText(GOOGLE_GROUPS_MESSAGES.alreadySynced)).toBeTruthy();
    const sync = dialog.getByRole('button', { name: 'Sync' }) as HTMLButtonElement;
    expect(sync.disabled).toBe(true);
    fireEvent.click(dialog.getByRole('checkbox', { name: /Sales/ }));
    fireEvent.click(sync);
    expect(await screen.findByText(GOOGLE_GROUPS_MESSAGES.syncing)).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/lists/sync_google_groups')?.body).toEqual({
      groups: ['sales@acme.test'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when the domain has no groups, and when Google could not be read', async () => {
    let answer: Responder = { body: { data: [] } };
    serve(status(), { 'GET /api/lists/google_groups': () => answer as { body: unknown } });
    const c = await card();
    fireEvent.click(await c.findByRole('button', { name: 'Manage Google Groups' }));
    expect(await screen.findByText(GOOGLE_GROUPS_MESSAGES.noGroups)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    answer = { status: 422, body: { error: GOOGLE_GROUPS_MESSAGES.failed } };
    fireEvent.click(c.getByRole('button', { name: 'Manage Google Groups' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining(GOOGLE_GROUPS_MESSAGES.failed),
    );
    expect(dialog.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
