import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOverviewOptions } from '../features/analytics/api/overview-options-api';
import { useBudgetChoices } from '../features/budgets/api/event-budget-api';
import {
  useEventTypeOptions,
  useGroupOptions,
  useOfficeOptions,
  useOrganizerOptions,
} from '../features/events/api/get-event-filter-options';
import { useArchiveGroup } from '../features/groups/api/archive-group';
import { useBudgetOrganization, useUpdateCurrencies } from '../features/organizations/api/budget-settings-api';
import { useDeactivateUser } from '../features/organizations/api/deactivate-user';
import { useUpdateOffice } from '../features/organizations/api/update-office';
import {
  useUpdateOrganizationSettings,
  type OrganizationPatch,
} from '../features/organizations/api/update-organization-settings';
import { useCurrencyCatalog } from '../lib/reference/budget-settings';
import { useGroupTypes } from '../lib/reference/organization-types';
import { mockFetch } from '../test/mock-fetch';
import { testQueryClient } from '../test/render';

/**
 * Reference lists (offices, event and group types, currencies, active groups, organizers) are one query each: a
 * change saved on one screen shows on every other screen without a reload, and screens mounted together fetch each
 * list once. The screens here are the hooks the features' pages read, side by side on one query client.
 */

/** A stand-in server: each list is kept here, the mutations change it, the reads answer what it holds now. */
function serve() {
  const db = {
    offices: [{ id: 3, name: 'London' }],
    eventTypes: [{ id: 1, name: 'Social' }],
    groupTypes: [{ id: 1, name: 'ERG' }],
    currencies: [{ id: 1, code: 'USD', name: 'US Dollar', symbol: '$' }],
    groups: [
      { id: 6, name: 'Readers' },
      { id: 5, name: 'Runners' },
    ],
    users: [
      { id: 7, full_name: 'Ada Admin' },
      { id: 8, full_name: 'Otto Organizer' },
    ],
  };
  const euro = { id: 2, code: 'EUR', name: 'Euro', symbol: '€' };
  // The server gives a new type the next id.
  const saved = (rows: { id?: number; name: string }[]) => rows.map(({ id, name }, i) => ({ id: id ?? 100 + i, name }));
  const mock = mockFetch({
    'GET /api/offices': () => ({ body: { data: db.offices, meta: { next_page: null } } }),
    'PATCH /api/offices/3': ({ body }) => {
      db.offices = [{ id: 3, name: (body as { office: { name: string } }).office.name }];
      return { body: { office: db.offices[0] } };
    },
    'GET /api/event_types': () => ({ body: { data: db.eventTypes } }),
    'GET /api/group_types': () => ({ body: { data: db.groupTypes } }),
    'PATCH /api/organizations/1': ({ body }) => {
      const { organization } = body as { organization: OrganizationPatch };
      if (organization.event_types) db.eventTypes = saved(organization.event_types);
      if (organization.group_types) db.groupTypes = saved(organization.group_types);
      return { body: { organization: { id: 1 } } };
    },
    'GET /api/organizations/current': () => ({ body: { currencies: db.currencies, expense_categories: [] } }),
    'GET /api/currencies': { body: { currencies: [db.currencies[0], euro] } },
    'PUT /api/organizations/update_currencies': () => {
      db.currencies = [db.currencies[0]!, euro];
      return { body: { message: 'Saved' } };
    },
    'GET /api/groups': () => ({ body: { data: db.groups } }),
    'POST /api/groups/6/archive': () => {
      db.groups = db.groups.filter((g) => g.id !== 6);
      return { body: { message: 'Archived' } };
    },
    'GET /api/users': () => ({ body: { data: db.users } }),
    'POST /api/admins/deactivate_user': () => {
      db.users = db.users.filter((u) => u.id !== 8);
      return { body: { user: { id: 8 } } };
    },
  });
  return mock;
}

function renderScreens(children: ReactNode) {
  const client = testQueryClient();
  return render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
}

/** One screen's view of a list: its names, under the screen's label. */
function Shown({ label, names }: { label: string; names: string[] | undefined }) {
  return (
    <ul aria-label={label}>
      {(names ?? []).map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

const names = (rows: { name: string }[] | undefined) => rows?.map((row) => row.name);
const codes = (rows: { code: string }[] | undefined) => rows?.map((row) => row.code);
const listed = (label: string) =>
  within(screen.getByRole('list', { name: label }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

/** Two screens that show a list, and a third that changes it (the hooks the features' screens call). */
interface Follows {
  name: string;
  labels: [string, string];
  useFirst: () => string[] | undefined;
  useSecond: () => string[] | undefined;
  useChange: () => () => void;
  before: string[];
  after: string[];
}

const follows: Follows[] = [
  {
    name: 'a renamed office shows in the event filters and the analytics filters',
    labels: ['Event filters', 'Analytics'],
    useFirst: () => names(useOfficeOptions().data),
    useSecond: () => names(useOverviewOptions().data.offices),
    useChange: () => {
      const update = useUpdateOffice();
      return () => update.mutate({ id: 3, name: 'London HQ' });
    },
    before: ['London'],
    after: ['London HQ'],
  },
  {
    name: 'event types saved in the settings show in the event filters and the analytics filters',
    labels: ['Event filters', 'Analytics'],
    useFirst: () => names(useEventTypeOptions().data),
    useSecond: () => names(useOverviewOptions().data.eventTypes),
    useChange: () => {
      const update = useUpdateOrganizationSettings(1);
      return () => update.mutate({ organization: { event_types: [{ id: 1, name: 'Social' }, { name: 'Workshop' }] } });
    },
    before: ['Social'],
    after: ['Social', 'Workshop'],
  },
  {
    name: 'group types saved in the settings show on the groups page and in the group budgets',
    labels: ['Groups page', 'Group budgets'],
    useFirst: () => names(useGroupTypes().data),
    useSecond: () => names(useGroupTypes().data),
    useChange: () => {
      const update = useUpdateOrganizationSettings(1);
      return () => update.mutate({ organization: { group_types: [{ id: 1, name: 'Club' }] } });
    },
    before: ['ERG'],
    after: ['Club'],
  },
  {
    name: 'a currency turned on in the budget settings shows in the event budget and the budget tab',
    labels: ['Event budget', 'Budget tab'],
    useFirst: () => codes(useBudgetChoices().data?.currencies),
    useSecond: () => codes(useBudgetOrganization().data?.currencies),
    useChange: () => {
      const update = useUpdateCurrencies();
      return () => update.mutate([2]);
    },
    before: ['USD'],
    after: ['USD', 'EUR'],
  },
  {
    name: 'an archived group leaves the event filters and the event budget',
    labels: ['Event filters', 'Event budget'],
    useFirst: () => names(useGroupOptions().data),
    useSecond: () => names(useBudgetChoices().data?.groups),
    useChange: () => {
      const archive = useArchiveGroup(6);
      return () => archive.mutate();
    },
    before: ['Readers', 'Runners'],
    after: ['Runners'],
  },
  {
    name: 'a deactivated organizer leaves the Organizer and Host filters',
    labels: ['Event filters', 'Analytics'],
    useFirst: () => names(useOrganizerOptions().data),
    useSecond: () => names(useOverviewOptions().data.hosts),
    useChange: () => {
      const deactivate = useDeactivateUser();
      return () => deactivate.mutate(8);
    },
    before: ['Ada Admin', 'Otto Organizer'],
    after: ['Ada Admin'],
  },
];

function TwoScreensAndAChange({ labels, useFirst, useSecond, useChange }: Follows) {
  const change = useChange();
  return (
    <>
      <Shown label={labels[0]} names={useFirst()} />
      <Shown label={labels[1]} names={useSecond()} />
      <button onClick={change}>Change</button>
    </>
  );
}

describe('reference data shared by the screens', () => {
  it.each(follows)('$name', async (screens) => {
    serve();
    renderScreens(<TwoScreensAndAChange {...screens} />);
    for (const label of screens.labels) await waitFor(() => expect(listed(label)).toEqual(screens.before));
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    for (const label of screens.labels) await waitFor(() => expect(listed(label)).toEqual(screens.after));
  });

  it('fetches each list once when several screens mount together', async () => {
    const { calls } = serve();
    function Screens() {
      const overview = useOverviewOptions();
      const choices = useBudgetChoices();
      return (
        <>
          <Shown label="Offices" names={names(useOfficeOptions().data)} />
          <Shown label="Event types" names={names(useEventTypeOptions().data)} />
          <Shown label="Groups" names={names(useGroupOptions().data)} />
          <Shown label="Organizers" names={names(useOrganizerOptions().data)} />
          <Shown label="Analytics hosts" names={names(overview.data.hosts)} />
          <Shown label="Budget groups" names={names(choices.data?.groups)} />
          <Shown label="Budget currencies" names={codes(choices.data?.currencies)} />
          <Shown label="Budget tab" names={codes(useBudgetOrganization().data?.currencies)} />
          <Shown label="Group types" names={names(useGroupTypes().data)} />
          <Shown label="Group budget types" names={names(useGroupTypes().data)} />
          <Shown label="Catalog" names={codes(useCurrencyCatalog().data)} />
        </>
      );
    }
    renderScreens(<Screens />);
    await waitFor(() => expect(listed('Catalog')).toEqual(['USD', 'EUR']));
    await waitFor(() => expect(listed('Budget tab')).toEqual(['USD']));
    await waitFor(() => expect(listed('Analytics hosts')).toEqual(['Ada Admin', 'Otto Organizer']));
    const counts = new Map<string, number>();
    for (const call of calls) counts.set(call.path, (counts.get(call.path) ?? 0) + 1);
    expect(Object.fromEntries(counts)).toEqual({
      '/api/offices': 1,
      '/api/event_types': 1,
      '/api/groups': 1,
      '/api/users': 1,
      '/api/organizations/current': 1,
      '/api/group_types': 1,
      '/api/currencies': 1,
    });
  });
});
