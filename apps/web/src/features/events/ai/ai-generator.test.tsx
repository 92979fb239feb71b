import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import type { Responder } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render';
import { stubIntersectionObserver } from '../../../test/intersection-observer';
import { listResponder, serveEvents } from '../list/test-fixtures';

const OPTIONS = [
  {
    eventTitle: 'Summer Team Picnic',
    eventDescription: '<p>Games and <strong>food</strong></p>',
    eventDateTime: '2030-06-01T09:00:00Z',
    eventLocation: 'Riverside Park',
  },
  {
    eventTitle: 'Sunshine Social',
    eventDescription: '<p>Sun and snacks</p>',
    eventDateTime: '2030-06-02T09:00:00Z',
    eventLocation: 'Rooftop',
  },
];

type GraphqlBody = { query: string; variables: { input: Record<string, unknown> } };

const ANOTHER = {
  eventTitle: 'Picnic and Play',
  eventDescription: '<p>Bring a blanket</p>',
  eventDateTime: '2030-06-03T09:00:00Z',
  eventLocation: 'City Gardens',
};

/** /graphql by operation; records each input. */
function graphqlResponder(
  answers: { generate?: unknown; generateOne?: unknown; create?: unknown },
  inputs: { generate: unknown[]; generateOne: unknown[]; create: unknown[] },
): Responder {
  return ({ body }) => {
    const { query, variables } = body as GraphqlBody;
    if (query.includes('eventAiGenerate')) {
      inputs.generateOne.push(variables.input);
      return { body: { data: { eventAiGenerate: answers.generateOne ?? { eventOption: ANOTHER, error: null } } } };
    }
    if (query.includes('aiEventOptionsGenerate')) {
      inputs.generate.push(variables.input);
      return { body: { data: { aiEventOptionsGenerate: answers.generate ?? { eventOptions: OPTIONS, error: null } } } };
    }
    if (query.includes('aiEventCreate')) {
      inputs.create.push(variables.input);
      return {
        body: { data: { aiEventCreate: answers.create ?? { event: { id: '42', status: 'published' }, error: null } } },
      };
    }
    return { status: 400, body: { errors: [{ message: 'unexpected' }] } };
  };
}

function serve(role: 'user' | 'organizer', flag: boolean, answers: Parameters<typeof graphqlResponder>[0] = {}) {
  const inputs = { generate: [] as unknown[], generateOne: [] as unknown[], create: [] as unknown[] };
  serveEvents(makeUser(role), {
    'GET /api/feature_flags': { body: { flags: { 'ai-generate-event': flag } } },
    'GET /api/events/upcoming': listResponder([[]]),
    'POST /graphql': graphqlResponder(answers, inputs),
  });
  return inputs;
}

const next = () => screen.getByRole('button', { name: 'Next' });

/** Steps 1 to 3 with the wizard's inputs; Next is disabled before each is given. */
async function walkToOptions() {
  fireEvent.click(await screen.findByRole('button', { name: 'Generate event' }));
  const dialog = await screen.findByRole('dialog', { name: 'Generate event' });
  expect(next()).toHaveProperty('disabled', true);
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Describe your event/ }), {
    target: { value: 'A summer picnic for the team' },
  });
  expect(next()).toHaveProperty('disabled', false);
  fireEvent.click(next());
  const workshop = await within(dialog).findByRole('radio', { name: 'Workshop' });
  expect(next()).toHaveProperty('disabled', true);
  fireEvent.click(workshop);
  fireEvent.click(next());
  expect(next()).toHaveProperty('disabled', true);
  fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Casual' }));
  fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Entertaining' }));
  fireEvent.click(next());
  return dialog;
}

describe('AI event generator', { timeout: 20_000 }, () => {
  beforeEach(() => stubIntersectionObserver());

  it('is offered to organizers with the flag on, not to users or with it off', async () => {
    serve('user', true);
    const first = renderApp('/events/upcoming');
    await screen.findByRole('heading', { level: 1, name: 'Events' });
    expect(screen.queryByRole('button', { name: 'Generate event' })).toBeNull();
    first.unmount();

    serve('organizer', false);
    const second = renderApp('/events/upcoming');
    await screen.findByRole('link', { name: 'New event' });
    expect(screen.queryByRole('button', { name: 'Generate event' })).toBeNull();
    second.unmount();

    serve('organizer', true);
    renderApp('/events/upcoming');
    expect(await screen.findByRole('button', { name: 'Generate event' })).toBeTruthy();
  });

  it('walks the four steps and publishes the chosen option', async () => {
    const inputs = serve('organizer', true);
    renderApp('/events/upcoming');
    const dialog = await walkToOptions();
    expect(await within(dialog).findByRole('radio', { name: 'Sunshine Social' })).toBeTruthy();
    expect(inputs.generate).toEqual([
      { eventType: '9', eventDescription: 'A summer picnic for the team', eventTones: ['Casual', 'Entertaining'] },
    ]);
    const publish = within(dialog).getByRole('button', { name: 'Publish' });
    expect(publish).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Sunshine Social' }));
    fireEvent.click(publish);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/event/42'));
    expect(inputs.create).toEqual([
      { eventType: '9', eventTones: ['Casual', 'Entertaining'], ...OPTIONS[1], status: 'published' },
    ]);
  });

  it("shows the spec's message when generation fails or gives nothing", async () => {
    serve('organizer', true, { generate: { eventOptions: [], error: 'The AI model did not answer in time.' } });
    const first = renderApp('/events/upcoming');
    let dialog = await walkToOptions();
    expect(
      await within(dialog).findByText('Failed to generate event options: The AI model did not answer in time.'),
    ).toBeTruthy();
    first.unmount();

    serve('organizer', true, { generate: { eventOptions: [], error: null } });
    renderApp('/events/upcoming');
    dialog = await walkToOptions();
    expect(await within(dialog).findByText('Error: No event options received')).toBeTruthy();
  });

  it("shows the spec's message when saving fails, and keeps the dialog", async () => {
    serve('organizer', true, { create: { event: null, error: 'Date is in the past' } });
    renderApp('/events/upcoming');
    const dialog = await walkToOptions();
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Summer Team Picnic' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    expect(await within(dialog).findByText('Failed to create event: Date is in the past')).toBeTruthy();
  });

  it('generates another option for the same request, adds it chosen, and saves it', async () => {
    const inputs = serve('organizer', true);
    renderApp('/events/upcoming');
    const dialog = await walkToOptions();
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Summer Team Picnic' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate another option' }));
    const added = await within(dialog).findByRole('radio', { name: 'Picnic and Play' });
    await waitFor(() => expect(added).toHaveProperty('checked', true));
    expect(within(dialog).getAllByRole('radio')).toHaveLength(3);
    expect(inputs.generateOne).toEqual(inputs.generate);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/event/42/create'));
    expect(inputs.create).toEqual([
      { eventType: '9', eventTones: ['Casual', 'Entertaining'], ...ANOTHER, status: 'draft' },
    ]);
  });

  it("shows the spec's message when another option fails, and keeps the options", async () => {
    serve('organizer', true, { generateOne: { eventOption: null, error: 'The AI model did not answer in time.' } });
    renderApp('/events/upcoming');
    const dialog = await walkToOptions();
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Sunshine Social' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate another option' }));
    expect(
      await within(dialog).findByText('Failed to generate event: The AI model did not answer in time.'),
    ).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['0', '1']);
    expect(within(dialog).getByRole('radio', { name: 'Sunshine Social' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', false);
  });
});
