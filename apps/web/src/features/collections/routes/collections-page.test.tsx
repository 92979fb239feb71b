import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLLECTION_MESSAGES } from '@huddle/domain/collection-schemas';
import { makeOrganization, makeUser } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { stubIntersectionObserver } from '../../../test/intersection-observer';
import { renderApp } from '../../../test/render';
import { makeCollection } from '../test-fixtures';

const collection = makeCollection;

interface GraphqlBody {
  query: string;
  variables: Record<string, unknown>;
}

function serve(role: 'user' | 'organizer', graphql: (body: GraphqlBody) => unknown) {
  const user = makeUser(role);
  return mockFetch({
    'GET /api/organizations/current': { body: makeOrganization() },
    'GET /api/feature_flags': { body: { flags: {} } },
    'GET /api/users/current': { body: { user } },
    'GET /api/employees/collection_organizer_options': { body: { data: [] } },
    'POST /graphql': ({ body }) => ({ body: { data: graphql(body as GraphqlBody) } }),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('collections', { timeout: 20_000 }, () => {
  it('list 12 a page, load the next at the end, then say it is the end', async () => {
    const io = stubIntersectionObserver();
    const pages: number[] = [];
    serve('organizer', ({ variables }) => {
      const page = Number(variables.page);
      pages.push(page);
      const ids = page === 1 ? Array.from({ length: 12 }, (_, i) => i + 1) : [13, 14];
      return {
        fetchEventsCollections: {
          currentPage: page,
          totalPages: 2,
          totalCount: 14,
          eventsCollections: ids.map((id) => collection(id)),
        },
      };
    });
    renderApp('/collections');
    expect(await screen.findByRole('article', { name: 'Series 12' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New collection' })).toBeTruthy();
    expect(screen.queryByText(COLLECTION_MESSAGES.end)).toBeNull();
    io.reveal();
    expect(await screen.findByRole('article', { name: 'Series 14' })).toBeTruthy();
    expect(await screen.findByText(COLLECTION_MESSAGES.end)).toBeTruthy();
    expect(pages).toEqual([1, 2]);
  });

  it('show No collections on an empty tab', async () => {
    stubIntersectionObserver();
    serve('organizer', () => ({
      fetchEventsCollections: { currentPage: 1, totalPages: 0, totalCount: 0, eventsCollections: [] },
    }));
    renderApp('/collections/past');
    expect(await screen.findByText(COLLECTION_MESSAGES.empty)).toBeTruthy();
  });

  it('refuse to publish without a name, then create with the current user as organizer', async () => {
    const sent: GraphqlBody[] = [];
    serve('organizer', (body) => {
      sent.push(body);
      return { eventsCollectionCreate: { eventsCollection: collection(5, { name: 'Autumn' }), errors: [] } };
    });
    renderApp('/collections/create');
    expect(await screen.findByRole('heading', { name: 'New Collection' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish collection' }));
    expect(await screen.findByText(COLLECTION_MESSAGES.nameRequired)).toBeTruthy();
    expect(sent).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: /Collection name/ }), { target: { value: 'Autumn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish collection' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.variables.input).toMatchObject({ name: 'Autumn', organizerEmployeeIds: ['7'], published: true });
  });

  it('show a member the published collection without Manage, and filter its past events', async () => {
    const events = [
      {
        id: '1',
        name: 'Kick-off',
        start: '2026-10-01T10:00:00Z',
        ends: '2026-10-01T11:00:00Z',
        timezone: 'UTC',
        location: '',
        published: true,
        coverImageUrl: null,
        past: true,
      },
      {
        id: '2',
        name: 'Finale',
        start: '2026-12-20T10:00:00Z',
        ends: '2026-12-20T11:00:00Z',
        timezone: 'UTC',
        location: '',
        published: true,
        coverImageUrl: null,
        past: false,
      },
    ];
    serve('user', () => ({ fetchEventsCollection: collection(9, { events, canEdit: false, canDelete: false }) }));
    renderApp('/collections/9/details');
    const region = await screen.findByRole('region', { name: 'Events' });
    expect(screen.queryByRole('heading', { name: 'Manage' })).toBeNull();
    expect(within(region).getAllByRole('article')).toHaveLength(2);
    fireEvent.mouseDown(within(region).getByRole('combobox', { name: 'Show' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Past events' }));
    await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(1));
    expect(within(region).getByRole('article', { name: 'Kick-off' })).toBeTruthy();
  });
});
