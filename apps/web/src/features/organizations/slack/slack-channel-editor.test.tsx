import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SLACK_MESSAGES, SLACK_PRIVATE_ALERT_KEY } from '@huddle/domain/slack-schemas';
import type { Responder } from '../../../test/mock-fetch';
import { makeChannel, makeSlackStatus, makeSyncable, renderSlack, serveSlack } from './slack-test-helpers';

const SYNCED = makeSyncable(1, 'general', { synced_group_id: 40 });
const PLAIN = makeSyncable(2, 'random');

/**
 * `total` channels named channel-N, 30 a page, of which each answer carries the first three only (a grid of 30 rows
 * is slow in jsdom, and the grid pages by the server's count). The queries asked for are kept.
 */
function serveChannels(total: number, routes: Record<string, Responder> = {}) {
  const queries: URLSearchParams[] = [];
  const mock = serveSlack(makeSlackStatus(), {
    'GET /api/organizations/syncables': { body: { data: [SYNCED, PLAIN] } },
    'GET /api/organizations/slack': ({ url }) => {
      queries.push(url.searchParams);
      const page = Number(url.searchParams.get('page'));
      const first = (page - 1) * 30 + 1;
      const data = Array.from({ length: Math.max(0, Math.min(3, total - first + 1)) }, (_, i) =>
        first + i <= 2
          ? { ...[SYNCED, PLAIN][first + i - 1]!, slack_users: undefined }
          : makeChannel(first + i, `channel-${first + i}`),
      );
      const pages = Math.ceil(total / 30);
      return { body: { data, meta: { total_pages: pages, total_count: total, next_page: null, prev_page: null } } };
    },
    ...routes,
  });
  return { ...mock, queries };
}

async function openEditor() {
  renderSlack('/settings/slack/channels');
  fireEvent.click(await screen.findByRole('button', { name: 'Edit channels' }));
  const grid = within(await screen.findByRole('grid', { name: 'Slack channels' }));
  await grid.findByText('#general');
  return grid;
}

const checkbox = (grid: ReturnType<typeof within>, name: string) =>
  within(grid.getByText(`#${name}`).closest('[role="row"]') as HTMLElement).getByRole('checkbox');

describe('the Slack channel editor', () => {
  it('pages 30 at a time with first and last buttons past 60, searches and filters', async () => {
    const { queries } = serveChannels(61);
    const grid = await openEditor();
    expect(screen.getByText('1–30 of 61')).toBeTruthy();
    expect(Object.fromEntries(queries[0]!)).toEqual({ page: '1', show: 'all' });
    expect(screen.getByRole('button', { name: 'Go to last page' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to last page' }));
    expect(await grid.findByText('#channel-61')).toBeTruthy();
    expect(queries.at(-1)?.get('page')).toBe('3');

    fireEvent.click(screen.getByRole('button', { name: 'Selected' }));
    await waitFor(() => expect(queries.at(-1)?.get('show')).toBe('selected'));
    expect(queries.at(-1)?.get('page')).toBe('1');
    fireEvent.change(screen.getByRole('searchbox', { name: SLACK_MESSAGES.searchChannels }), {
      target: { value: ' gen ' },
    });
    await waitFor(() => expect(queries.at(-1)?.get('name')).toBe('gen'));
  });

  it('has no first and last buttons up to 60 channels', async () => {
    serveChannels(60);
    await openEditor();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Go to last page' })).toBeNull();
  });

  it('asks before unselecting a synced channel, then saves the whole selection', async () => {
    const { calls } = serveChannels(3, {
      'PUT /api/organizations/syncables': { body: { data: [PLAIN, makeSyncable(3, 'channel-3')] } },
    });
    const grid = await openEditor();
    expect((checkbox(grid, 'general') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(checkbox(grid, 'general'));
    fireEvent.click(checkbox(grid, 'channel-3'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(SLACK_MESSAGES.unselectSyncedConfirm)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SLACK_MESSAGES.syncablesSaved)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      syncables: [{ ids: [2, 3], type: 'slack_channels' }],
    });
    expect(await screen.findByRole('heading', { name: '2 synced channels' })).toBeTruthy();
  });

  it('says why a save failed and stays in the editor', async () => {
    serveChannels(3, {
      'PUT /api/organizations/syncables': { status: 422, body: { error: SLACK_MESSAGES.unknownChannel } },
    });
    const grid = await openEditor();
    fireEvent.click(checkbox(grid, 'channel-3'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(`We were unable to update the syncables. ${SLACK_MESSAGES.unknownChannel}`),
    ).toBeTruthy();
    expect(screen.getByRole('grid', { name: 'Slack channels' })).toBeTruthy();
  });

  it('remembers that the private channels alert was dismissed', async () => {
    serveChannels(3);
    await openEditor();
    fireEvent.click(
      within(screen.getByText(SLACK_MESSAGES.privateChannelsInfo).closest('[role="alert"]')!).getByRole('button', {
        name: 'Close',
      }),
    );
    expect(screen.queryByText(SLACK_MESSAGES.privateChannelsInfo)).toBeNull();
    expect(localStorage.getItem(SLACK_PRIVATE_ALERT_KEY)).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit channels' }));
    await screen.findByRole('grid', { name: 'Slack channels' });
    expect(screen.queryByText(SLACK_MESSAGES.privateChannelsInfo)).toBeNull();
  });
});
