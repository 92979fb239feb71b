import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrganization } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { makeSettings, renderSettings, serveSettings } from './settings-test-helpers';

const location = () => screen.getByTestId('location').textContent;

function serveApp() {
  return serveSettings({
    'GET /api/organizations/current': { body: makeOrganization() },
    'GET /api/users/events': { body: { data: [] } },
  });
}

describe('settings page', () => {
  it('redirects an unknown tab to /settings', async () => {
    serveApp();
    renderApp('/settings/nope');
    await waitFor(() => expect(location()).toBe('/settings'));
    expect(await screen.findByRole('tab', { name: 'Organization', selected: true })).toBeTruthy();
  });

  it('puts the tab in the address', async () => {
    serveApp();
    renderApp('/settings/offices');
    expect(await screen.findByRole('tab', { name: 'Offices', selected: true })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Organization',
      'Integrations',
      'Offices',
      'Users',
      'Budget',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'Users' }));
    await waitFor(() => expect(location()).toBe('/settings/users'));
    expect(await screen.findByRole('button', { name: 'Invite user' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Organization' }));
    await waitFor(() => expect(location()).toBe('/settings'));
  });

  it('shows the integration cards that apply, and the employee upload opens the upload dialog', async () => {
    serveSettings({
      'GET /api/organizations/1': {
        body: { organization: makeSettings({ calendar_enabled: 'google' }) },
      },
    });
    renderSettings('/settings/integrations');
    // The Slack card's states: slack/slack-card.test.tsx.
    expect(await screen.findByRole('region', { name: 'Slack' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Google Calendar' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Google Groups' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Outlook Calendar' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Upload employees' }));
    expect(await screen.findByRole('dialog', { name: 'Upload users' })).toBeTruthy();
  });
});
