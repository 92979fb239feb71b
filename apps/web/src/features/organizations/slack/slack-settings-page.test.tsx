import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLACK_MESSAGES } from '@huddle/domain/slack-schemas';
import { SLACK_STATUS_POLL_MS } from '../api/get-slack-status';
import { makeSlackStatus, makeSyncable, renderSlack, serveSlack } from './slack-test-helpers';

const location = () => screen.getByTestId('location').textContent;

afterEach(() => vi.useRealTimers());

describe('the Slack settings page', () => {
  it('says Connecting to Slack… until the job is done, then shows the synced channels', async () => {
    let answers = 0;
    serveSlack(makeSlackStatus(), {
      'GET /api/organizations/slack_status': () => ({
        body: makeSlackStatus(answers++ === 0 ? { status: 'connecting', team_name: null } : {}),
      }),
      'GET /api/organizations/syncables': {
        body: {
          data: [
            makeSyncable(1, 'general', {
              slack_users: [
                { id: 'U1', email: 'ada@acme.test', employee: { id: 7, first_name: 'Ada', last_name: 'Lovelace' } },
                { id: 'U2', email: 'guest@else.test', employee: null },
              ],
            }),
            makeSyncable(2, 'leads', { private: true }),
          ],
        },
      },
    });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderSlack('/settings/slack/channels');
    expect(await screen.findByText(SLACK_MESSAGES.connecting)).toBeTruthy();
    expect(screen.queryByText('Connected')).toBeNull();
    act(() => vi.advanceTimersByTime(SLACK_STATUS_POLL_MS));

    expect(await screen.findByRole('heading', { name: '2 synced channels' })).toBeTruthy();
    expect(screen.getByText('Connected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /general/ }));
    const members = within(await screen.findByRole('list', { name: 'Members of general' }));
    expect(members.getByText('Ada Lovelace')).toBeTruthy();
    expect(members.getByText('ada@acme.test')).toBeTruthy();
    expect(members.getByText(SLACK_MESSAGES.noAccount)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to integrations' }).getAttribute('href')).toBe(
      '/settings/integrations',
    );
  });

  it('says No channels yet while the first channel list is read', async () => {
    serveSlack(makeSlackStatus({ channels_synced_at: null, synced_channels_count: 0 }));
    renderSlack('/settings/slack/channels');
    expect(await screen.findByText(SLACK_MESSAGES.noChannelsYet)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit channels' })).toBeNull();
  });

  it('shows a broken connection with Reconnect Slack, and sends an unknown tab to channels', async () => {
    serveSlack(makeSlackStatus({ status: 'broken', error: 'Slack said: token_revoked' }));
    renderSlack('/settings/slack/nope');
    await waitFor(() => expect(location()).toBe('/settings/slack/channels'));
    expect(await screen.findByText('Slack said: token_revoked')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reconnect Slack' })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('disables Slack after a confirmation and goes back to the integrations', async () => {
    const { calls } = serveSlack(makeSlackStatus(), {
      'POST /api/organizations/remove_slack': { body: { message: SLACK_MESSAGES.removed } },
    });
    renderSlack('/settings/slack/settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Disable Slack' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Disable Slack?' }));
    expect(dialog.getByText(SLACK_MESSAGES.disableConfirm)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(dialog.getByRole('button', { name: 'Disable Slack' }));
    expect(await screen.findByText(SLACK_MESSAGES.removed)).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/settings/integrations'));
    expect(calls.filter((call) => call.path === '/api/organizations/remove_slack')).toHaveLength(1);
  });
});
