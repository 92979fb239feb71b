import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GOOGLE_GROUPS_MESSAGES } from '@huddle/domain/google-groups-schemas';
import { makeList, paged, renderContacts, serveContacts } from '../test-fixtures';

const googleList = (syncedAt: string) =>
  makeList(51, 'Engineering', {
    is_google_group: true,
    email: 'eng@acme.test',
    google_group_synced_at: syncedAt,
    google_group_skipped: 1,
  });

describe('Google group lists', () => {
  it('show their group email and a marker; Resync says syncing, then synced once the lists were read again', async () => {
    let syncedAt = '2026-11-29T10:00:00.000Z';
    const { calls } = serveContacts(
      {
        'GET /api/lists': () => ({ body: paged([googleList(syncedAt), makeList(52, 'Speakers')]) }),
        'POST /api/lists/resync_google_groups': () => {
          // The job runs: the next read of the lists shows a new sync time.
          syncedAt = '2026-11-29T10:05:00.000Z';
          return {
            status: 202,
            body: { lists: [{ id: 51, name: 'Engineering', email: 'eng@acme.test' }], message: '' },
          };
        },
      },
      { 'contact-lists': true },
    );
    renderContacts('/contacts/lists');
    const grid = within(await screen.findByRole('grid', { name: 'Contact lists' }));
    expect(await grid.findByText(`eng@acme.test · ${GOOGLE_GROUPS_MESSAGES.skipped(1)}`)).toBeTruthy();
    expect(grid.getByText(GOOGLE_GROUPS_MESSAGES.groupMarker)).toBeTruthy();
    // The manual list has neither.
    expect(grid.getAllByText(GOOGLE_GROUPS_MESSAGES.groupMarker)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: GOOGLE_GROUPS_MESSAGES.resync }));
    expect(await screen.findByText(GOOGLE_GROUPS_MESSAGES.syncing)).toBeTruthy();
    expect(await screen.findByText(GOOGLE_GROUPS_MESSAGES.synced, {}, { timeout: 5_000 })).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/lists/resync_google_groups')).toHaveLength(1);
  });

  it('offers no resync without Google group lists', async () => {
    serveContacts({ 'GET /api/lists': { body: paged([makeList(52, 'Speakers')]) } }, { 'contact-lists': true });
    renderContacts('/contacts/lists');
    expect(await screen.findByRole('grid', { name: 'Contact lists' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: GOOGLE_GROUPS_MESSAGES.resync })).toBeNull();
  });

  it("shows the spec's failure when the resync is refused", async () => {
    serveContacts(
      {
        'GET /api/lists': { body: paged([googleList('2026-11-29T10:00:00.000Z')]) },
        'POST /api/lists/resync_google_groups': { status: 422, body: { error: GOOGLE_GROUPS_MESSAGES.notConnected } },
      },
      { 'contact-lists': true },
    );
    renderContacts('/contacts/lists');
    fireEvent.click(await screen.findByRole('button', { name: GOOGLE_GROUPS_MESSAGES.resync }));
    expect(await screen.findByText(GOOGLE_GROUPS_MESSAGES.notConnected)).toBeTruthy();
  });
});
