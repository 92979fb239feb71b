import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLACK_MESSAGES, SLACK_POPUP_POLL_MS, SLACK_RETURN_PATH } from '@huddle/domain/slack-schemas';
import { fakePopup, onProvider } from '../../../test/fake-popup';
import { makeSlackStatus, renderSlack, serveSlack } from './slack-test-helpers';

const location = () => screen.getByTestId('location').textContent;
const AUTHORIZE = 'https://slack.test/oauth/v2/authorize?state=s-1';

async function slackCard() {
  renderSlack('/settings/integrations');
  return within(await screen.findByRole('region', { name: 'Slack' }));
}

const poll = () => act(() => vi.advanceTimersByTime(SLACK_POPUP_POLL_MS));

afterEach(() => vi.useRealTimers());

describe('the Slack card', () => {
  it('says when the server has no Slack app, and offers nothing', async () => {
    serveSlack(makeSlackStatus({ configured: false, status: 'none' }));
    const card = await slackCard();
    expect(await card.findByText(SLACK_MESSAGES.notConfigured)).toBeTruthy();
    expect((card.getByRole('button', { name: 'Set up Slack' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows Connected and Manage Slack, which opens the channels', async () => {
    serveSlack(makeSlackStatus());
    const card = await slackCard();
    expect(await card.findByText('Connected')).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: 'Manage Slack' }));
    await waitFor(() => expect(location()).toBe('/settings/slack/channels'));
  });

  it('shows a broken connection with its error and Reconnect Slack', async () => {
    serveSlack(makeSlackStatus({ status: 'broken', error: SLACK_MESSAGES.broken }));
    const card = await slackCard();
    expect(await card.findByRole('alert')).toHaveProperty('textContent', SLACK_MESSAGES.broken);
    expect(card.queryByText('Connected')).toBeNull();
    expect((card.getByRole('button', { name: 'Reconnect Slack' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says so when the browser blocks the popup', async () => {
    const { calls } = serveSlack(makeSlackStatus({ status: 'none', team_name: null }));
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    const card = await slackCard();
    fireEvent.click(await card.findByRole('button', { name: 'Set up Slack' }));
    expect(await screen.findByText(SLACK_MESSAGES.popupBlocked)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});

describe('the Slack connect flow', () => {
  const serveFlow = () =>
    serveSlack(makeSlackStatus({ status: 'none', team_name: null }), {
      'POST /api/organizations/slack_oauth': { body: { state: 's-1', authorize_url: AUTHORIZE } },
      'POST /api/organizations/add_slack': { status: 202, body: { status: 'connecting' } },
    });

  it('sends the returned code to add_slack and goes to the channels', async () => {
    const { calls } = serveFlow();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { popup, open, returnTo } = fakePopup();
    const card = await slackCard();
    fireEvent.click(await card.findByRole('button', { name: 'Set up Slack' }));
    expect(open).toHaveBeenCalledWith('', 'slack', 'width=500,height=820');
    await onProvider(popup);
    poll(); // Still on Slack's pages: nothing happens.
    expect(popup.close).not.toHaveBeenCalled();

    returnTo(`${SLACK_RETURN_PATH}?code=c-9&state=s-1`);
    poll();
    expect(popup.close).toHaveBeenCalled();
    await waitFor(() => expect(location()).toBe('/settings/slack/channels'));
    expect(calls.find((call) => call.path === '/api/organizations/add_slack')?.body).toEqual({
      code: 'c-9',
      redirect_uri: `${window.location.origin}/auth/slack`,
    });
  });

  it('refuses a state it did not make, and an error from Slack', async () => {
    const { calls } = serveFlow();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { popup, returnTo } = fakePopup();
    const card = await slackCard();
    const button = await card.findByRole('button', { name: 'Set up Slack' });
    fireEvent.click(button);
    await onProvider(popup);
    returnTo(`${SLACK_RETURN_PATH}?code=c-9&state=forged`);
    poll();
    expect(await screen.findByText(SLACK_MESSAGES.flowFailed)).toBeTruthy();
    expect(popup.close).toHaveBeenCalledTimes(1);

    popup.closed = false;
    fireEvent.click(button);
    await onProvider(popup);
    returnTo(`${SLACK_RETURN_PATH}?error=access_denied&state=s-1`);
    poll();
    expect(popup.close).toHaveBeenCalledTimes(2);
    expect(calls.some((call) => call.path === '/api/organizations/add_slack')).toBe(false);
    expect(location()).toBe('/settings/integrations');
  });

  it('ends quietly when the user closes the popup', async () => {
    const { calls } = serveFlow();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { popup, returnTo } = fakePopup();
    const card = await slackCard();
    fireEvent.click(await card.findByRole('button', { name: 'Set up Slack' }));
    await onProvider(popup);
    popup.closed = true;
    poll();
    // The flow stopped watching: a later address of the window is not read.
    returnTo(`${SLACK_RETURN_PATH}?code=c-9&state=s-1`);
    poll();
    expect(popup.close).not.toHaveBeenCalled();
    expect(screen.queryByText(SLACK_MESSAGES.flowFailed)).toBeNull();
    expect(calls.some((call) => call.path === '/api/organizations/add_slack')).toBe(false);
  });
});
