import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCEMENT_MESSAGES, ANNOUNCEMENT_POLL_MS } from '@huddle/domain/announcement-schemas';
import { makeOrganization, makeUser } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render';
import type { Announcement } from '../api/announcement-models';
import type { Collection } from '../api/collections-api';
import { makeCollection } from '../test-fixtures';

const collection = (overrides: Partial<Collection> = {}) => makeCollection(9, { name: 'Autumn series', ...overrides });

const announcement = (id: number, overrides: Partial<Announcement> = {}): Announcement => ({
  id: String(id),
  status: 'Scheduled',
  messageBody: `Announcement ${id}`,
  deliveryMethod: 'slack',
  recipients: [{ recipientId: '1', recipientType: 'SlackChannel' }],
  recipientNames: ['general'],
  recipientSlackIds: ['C01'],
  isScheduled: true,
  scheduledFor: '2030-09-20T09:00:00Z',
  addCalendarInvitation: false,
  sentBy: { fullName: 'Grace Hopper', avatarKey: null },
  sentAt: null,
  ...overrides,
});

const channels = [
  { id: '1', slackId: 'C01', name: 'general', private: false },
  { id: '2', slackId: 'C02', name: 'london-office', private: true },
];

interface GraphqlBody {
  query: string;
  variables: Record<string, unknown>;
}

/** The details page's calls; `answer` gets each mutation and each announcements read (by count). */
function serve(
  lists: Announcement[][],
  mutations: (body: GraphqlBody) => unknown = () => ({}),
  overrides: Partial<Collection> = {},
) {
  const sent: GraphqlBody[] = [];
  let reads = 0;
  const mocked = mockFetch({
    'GET /api/organizations/current': { body: makeOrganization() },
    'GET /api/feature_flags': { body: { flags: {} } },
    'GET /api/users/current': { body: { user: makeUser('organizer') } },
    'POST /graphql': ({ body }) => {
      const request = body as GraphqlBody;
      sent.push(request);
      if (request.query.includes('query CollectionAnnouncements')) {
        const announcements = lists[Math.min(reads++, lists.length - 1)]!;
        const canAnnounce = overrides.canAnnounce ?? true;
        return {
          body: {
            data: {
              fetchEventsCollection: {
                id: '9',
                canAnnounce,
                announcementCount: announcements.length,
                announcements,
                announceableChannels: channels,
              },
            },
          },
        };
      }
      if (request.query.includes('query Collection(')) {
        return { body: { data: { fetchEventsCollection: collection(overrides) } } };
      }
      return { body: { data: mutations(request) } };
    },
  });
  return { ...mocked, sent, reads: () => reads };
}

const section = async () => within(await screen.findByRole('region', { name: 'Announcements' }));
const mutationsSent = (sent: GraphqlBody[]) => sent.filter((body) => body.query.startsWith('mutation'));

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: /Announce collection/ }));
  return within(await screen.findByRole('dialog', { name: ANNOUNCEMENT_MESSAGES.title }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('collection announcements', { timeout: 30_000 }, () => {
  it('list with their statuses and the actions each allows; send now and delete after confirming', async () => {
    const list = [
      announcement(1),
      announcement(2, { status: 'Sent', isScheduled: false, sentAt: '2030-09-01T09:00:00Z' }),
      announcement(3, { status: 'Failed', isScheduled: false, sentAt: null }),
    ];
    const { sent } = serve([list], (body) => {
      const name = body.query.includes('SendNow')
        ? 'eventsCollectionAnnouncementSendNow'
        : 'eventsCollectionAnnouncementDestroy';
      return { [name]: { announcement: { id: '1', status: 'Sending' }, errors: [] } };
    });
    renderApp('/collections/9/details');
    const scheduled = within(await (await section()).findByRole('listitem', { name: 'Announcement 1' }));
    const done = within((await section()).getByRole('listitem', { name: 'Announcement 2' }));
    const failed = within((await section()).getByRole('listitem', { name: 'Announcement 3' }));
    expect(scheduled.getByText('Scheduled')).toBeTruthy();
    expect(scheduled.getByText('by Grace Hopper')).toBeTruthy();
    expect(scheduled.getByText('Channels: #general')).toBeTruthy();
    expect(done.getByText('Sent')).toBeTruthy();
    expect(failed.getByText('Failed')).toBeTruthy();
    for (const row of [done, failed]) expect(row.queryAllByRole('button')).toHaveLength(0);

    fireEvent.click(scheduled.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText(ANNOUNCEMENT_MESSAGES.sendingNow)).toBeTruthy();
    expect(mutationsSent(sent)[0]).toMatchObject({ variables: { id: '1' } });

    fireEvent.click(scheduled.getByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete this announcement?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(ANNOUNCEMENT_MESSAGES.deleted)).toBeTruthy();
    expect(mutationsSent(sent)[1]!.query).toContain('eventsCollectionAnnouncementDestroy(id: $id)');
  });

  it('reload every 30 s while one is Sending, and stop once none is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { reads } = serve([
      [announcement(1, { status: 'Sending', isScheduled: false })],
      [announcement(1, { status: 'Sent', isScheduled: false, sentAt: '2030-09-01T09:00:00Z' })],
    ]);
    renderApp('/collections/9/details');
    expect(await (await section()).findByText('Sending')).toBeTruthy();
    expect(reads()).toBe(1);
    await vi.advanceTimersByTimeAsync(ANNOUNCEMENT_POLL_MS);
    expect(await (await section()).findByText('Sent')).toBeTruthy();
    expect(reads()).toBe(2);
    await vi.advanceTimersByTimeAsync(ANNOUNCEMENT_POLL_MS * 3);
    expect(reads()).toBe(2);
  });

  it('announce now: the text and a channel are required; a refusal says why; then it goes', async () => {
    const answers = [
      { announcement: null, errors: ['Channel is archived'] },
      { announcement: { id: '5', status: 'Sending' }, errors: [] },
    ];
    const { sent } = serve([[]], () => ({ eventsCollectionAnnouncementCreate: answers.shift() }));
    renderApp('/collections/9/details');
    expect(await (await section()).findByText(ANNOUNCEMENT_MESSAGES.empty)).toBeTruthy();
    const dialog = await openDialog();
    fireEvent.click(dialog.getByRole('button', { name: 'Send now' }));
    expect(dialog.getByText(ANNOUNCEMENT_MESSAGES.messageRequired)).toBeTruthy();
    expect(dialog.getByText(ANNOUNCEMENT_MESSAGES.recipientsRequired)).toBeTruthy();
    expect(mutationsSent(sent)).toHaveLength(0);

    fireEvent.change(dialog.getByRole('textbox', { name: 'Message' }), { target: { value: 'Save the *dates*' } });
    fireEvent.click(dialog.getByRole('checkbox', { name: '#london-office Private channel' }));
    const preview = within(dialog.getByRole('document', { name: 'Slack preview' }));
    expect(preview.getByText('Autumn series')).toBeTruthy();
    expect(preview.getByText('dates').tagName).toBe('STRONG');

    fireEvent.click(dialog.getByRole('button', { name: 'Send now' }));
    expect(await dialog.findByText(ANNOUNCEMENT_MESSAGES.createFailed('Channel is archived'))).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText(ANNOUNCEMENT_MESSAGES.sendingNow)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: ANNOUNCEMENT_MESSAGES.title })).toBeNull());
    expect(mutationsSent(sent)[1]!.variables.input).toEqual({
      eventsCollectionId: '9',
      deliveryMethod: 'slack',
      messageBody: 'Save the *dates*',
      recipients: [{ recipientId: '2', recipientType: 'SlackChannel' }],
      isScheduled: false,
      scheduledFor: null,
      addCalendarInvitation: false,
    });
  });

  it('schedule one for later, in the viewer’s timezone', async () => {
    const { sent } = serve([[]], () => ({
      eventsCollectionAnnouncementCreate: { announcement: { id: '6', status: 'Scheduled' }, errors: [] },
    }));
    renderApp('/collections/9/details');
    const dialog = await openDialog();
    fireEvent.change(dialog.getByRole('textbox', { name: 'Message' }), { target: { value: 'Coming soon' } });
    fireEvent.click(dialog.getByRole('checkbox', { name: '#general' }));
    fireEvent.click(dialog.getByRole('radio', { name: 'Schedule for later' }));
    fireEvent.change(dialog.getByLabelText('Send on'), { target: { value: '2000-01-15T10:00' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Schedule' }));
    expect(dialog.getByText('Scheduled date must be in the future')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Send on'), { target: { value: '2099-01-15T10:00' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText(ANNOUNCEMENT_MESSAGES.scheduled)).toBeTruthy();
    expect(mutationsSent(sent)[0]!.variables.input).toMatchObject({
      isScheduled: true,
      scheduledFor: '2099-01-15T10:00:00.000Z',
      recipients: [{ recipientId: '1', recipientType: 'SlackChannel' }],
    });
  });

  it('cannot announce a past collection', async () => {
    serve([[]], () => ({}), { canAnnounce: false, past: true });
    renderApp('/collections/9/details');
    expect(await screen.findByText(ANNOUNCEMENT_MESSAGES.pastCollection)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Announce collection/ })).toBeNull();
  });
});
