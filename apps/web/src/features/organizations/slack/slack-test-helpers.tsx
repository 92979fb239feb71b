import { Route, Routes } from 'react-router';
import type { SlackChannelRecord } from '@huddle/domain/contracts/slack';
import { mockFetch, type Responder } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import type { SlackStatus } from '../api/get-slack-status';
import type { Syncable } from '../api/get-syncables';
import { admin, makeSettings } from '../routes/settings-test-helpers';
import { SettingsPage } from '../routes/settings-page';
import { SlackSettingsPage } from './slack-settings-page';

/** Test data shaped as contracts/slack.ts answers. */
export function makeSlackStatus(overrides: Partial<SlackStatus> = {}): SlackStatus {
  return {
    configured: true,
    status: 'connected',
    team_name: 'Acme Workspace',
    error: null,
    channels_synced_at: '2026-01-05T10:00:00Z',
    synced_channels_count: 2,
    ...overrides,
  };
}

export function makeChannel(id: number, name: string, overrides: Partial<SlackChannelRecord> = {}) {
  return { id, slack_id: `C${id}`, name, private: false, selected: false, synced_group_id: null, ...overrides };
}

export function makeSyncable(id: number, name: string, overrides: Partial<Syncable> = {}): Syncable {
  return {
    ...makeChannel(id, name, { selected: true }),
    slack_users: [],
    members_synced_at: '2026-11-29T12:00:00.000Z',
    ...overrides,
  };
}

/** The calls the settings and Slack screens make, plus the test's own. */
export function serveSlack(status: SlackStatus, routes: Record<string, Responder> = {}) {
  return mockFetch({
    'GET /api/users/current': { body: { user: admin } },
    'GET /api/feature_flags': { body: { flags: {} } },
    'GET /api/organizations/1': { body: { organization: makeSettings() } },
    'GET /api/organizations/slack_status': { body: status },
    'GET /api/organizations/syncables': { body: { data: [] } },
    ...routes,
  });
}

/** The settings and Slack pages at `path`, with the other destinations of their links. */
export function renderSlack(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/settings/:tab?" element={<SettingsPage />} />
      <Route path="/settings/slack/:slackTab" element={<SlackSettingsPage />} />
    </Routes>,
    { route: path },
  );
}
