import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import { NOT_FOUND_TEXT } from '@huddle/domain/messages';
import { makeUser } from '../../../test/fixtures';
import type { RecordedCall, Responder } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render';
import { makeEvent, serveEditor } from '../editor/test-fixtures';

// Sunday 10 March 2030, noon in London (GMT until the end of March): a new event starts on the 17th at 9:00.
const NOW = new Date('2030-03-10T12:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

const location = () => screen.getByTestId('location').textContent;
const organizer = makeUser('organizer');

function serve(routes: Record<string, Responder> = {}, flags: Record<string, boolean> = {}) {
  return serveEditor(
    organizer,
    {
      'POST /api/events': { status: 201, body: { event: makeEvent({ id: 42 }), message: 'Your draft was saved.' } },
      'GET /api/events/42': { body: { event: makeEvent() } },
      ...routes,
    },
    flags,
  );
}

async function openEditor(route: string, heading = 'New event') {
  renderApp(route);
  await screen.findByRole('heading', { level: 1, name: heading });
  return within(await screen.findByRole('form', { name: 'Event form' }));
}

type Form = Awaited<ReturnType<typeof openEditor>>;
const button = (form: Form, name: string) => form.getByRole('button', { name }) as HTMLButtonElement;
const input = (form: Form, label: string) => form.getByLabelText(label) as HTMLInputElement;
const sent = (calls: RecordedCall[], method: string, path: string) =>
  calls.find((call) => call.method === method && call.path === path)?.body as FormData | undefined;
const json = (body: FormData | undefined, name: string) => JSON.parse(String(body?.get(name))) as unknown;

describe('new event', () => {
  it('starts 7 days ahead 9:00–10:00, public, with the current user as organizer; Save draft waits for a change', async () => {
    serve();
    const form = await openEditor('/event/new/create');
    expect(input(form, 'Title').value).toBe('');
    expect(input(form, 'Start').value).toBe('2030-03-17T09:00');
    expect(input(form, 'End').value).toBe('2030-03-17T10:00');
    expect((form.getByRole('radio', { name: 'Public' }) as HTMLInputElement).checked).toBe(true);
    expect(form.getByText('Ada Lovelace')).toBeTruthy();
    for (const name of ['Cancel', 'Preview', 'Publish event']) expect(button(form, name)).toBeTruthy();
    expect(button(form, 'Save draft').disabled).toBe(true);

    fireEvent.change(input(form, 'Title'), { target: { value: 'Team picnic' } });
    await waitFor(() => expect(button(form, 'Save draft').disabled).toBe(false));
  });

  it('saves a draft as multipart (JSON arrays, normalized resources) and moves to /event/{id}/create', async () => {
    const { calls } = serve();
    const form = await openEditor('/event/new/create?group_id=5');
    fireEvent.change(input(form, 'Title'), { target: { value: '  Team picnic  ' } });
    fireEvent.click(button(form, 'Add resource'));
    fireEvent.click(button(form, 'Add resource'));
    const first = within(form.getByRole('group', { name: 'Resource 1' }));
    fireEvent.change(first.getByLabelText('Resource title'), { target: { value: 'Agenda' } });
    fireEvent.change(first.getByLabelText('Resource link'), { target: { value: 'example.com/agenda' } });
    fireEvent.click(form.getByRole('radio', { name: 'In-person' }));
    fireEvent.change(await form.findByRole('textbox', { name: 'Location' }), { target: { value: 'Hyde Park' } });
    fireEvent.mouseDown(form.getByRole('combobox', { name: 'Event type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Workshop' }));
    fireEvent.click(form.getByRole('radio', { name: 'Organization' }));

    fireEvent.click(button(form, 'Save draft'));
    await waitFor(() => expect(location()).toBe('/event/42/create'));
    expect(await screen.findByText('Your draft was saved.')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Draft event' })).toBeTruthy();

    const body = sent(calls, 'POST', '/api/events');
    expect(body).toBeInstanceOf(FormData);
    expect(body!.get('event[name]')).toBe('Team picnic');
    expect(body!.get('event[description]')).toBe('');
    expect(body!.get('event[start]')).toBe('2030-03-17T09:00:00.000Z');
    expect(body!.get('event[ends]')).toBe('2030-03-17T10:00:00.000Z');
    expect(body!.get('event[timezone]')).toBe('Europe/London');
    expect(body!.get('event[location]')).toBe('Hyde Park');
    expect(body!.get('event[privacy]')).toBe('organization');
    expect(body!.get('event[event_type_id]')).toBe('3');
    expect(body!.get('event[rsvp_pause_allowed]')).toBe('false');
    expect(body!.has('event[id]')).toBe(false);
    expect(json(body, 'event[host_ids]')).toEqual([7]);
    expect(json(body, 'event[group_ids]')).toEqual([5]);
    expect(json(body, 'event[office_ids]')).toEqual([]);
    // The blank second row is dropped; the link gets https://.
    expect(json(body, 'resources_attributes')).toEqual([{ title: 'Agenda', link: 'https://example.com/agenda' }]);
    expect(json(body, 'meeting_attributes')).toBeNull();
    expect(json(body, 'config')).toEqual({ display_organizers_as_hosts: true });
    expect(body!.has('cover_image')).toBe(false);
    expect(body!.has('coverImageChanged')).toBe(false);
  });

  it('moves the end with the start and explains bad times', async () => {
    const { calls } = serve();
    const form = await openEditor('/event/new/create');
    fireEvent.change(input(form, 'Start'), { target: { value: '2030-03-18T11:30' } });
    expect(input(form, 'End').value).toBe('2030-03-18T12:30');

    fireEvent.change(input(form, 'End'), { target: { value: '2030-03-18T11:00' } });
    expect(await form.findByText(EVENT_MESSAGES.endAfterStart)).toBeTruthy();

    fireEvent.change(input(form, 'Start'), { target: { value: '2030-03-09T11:30' } });
    expect(await form.findByText(EVENT_MESSAGES.dateInPast)).toBeTruthy();

    fireEvent.change(input(form, 'Start'), { target: { value: '2030-03-10T08:00' } });
    expect(await form.findByText(EVENT_MESSAGES.timeInFuture)).toBeTruthy();

    fireEvent.change(input(form, 'Start'), { target: { value: '' } });
    expect(await form.findByText(EVENT_MESSAGES.startRequired)).toBeTruthy();
    fireEvent.change(input(form, 'End'), { target: { value: '' } });
    expect(await form.findByText(EVENT_MESSAGES.endRequired)).toBeTruthy();

    fireEvent.change(input(form, 'Title'), { target: { value: 'Team picnic' } });
    fireEvent.click(button(form, 'Save draft'));
    expect(await screen.findByText(EVENT_MESSAGES.resolveErrors)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/events')).toBe(false);
  });

  it('keeps the last organizer', async () => {
    serve();
    const form = await openEditor('/event/new/create');
    fireEvent.keyDown(form.getByRole('combobox', { name: 'Event organizers' }), { key: 'Backspace' });
    expect(await form.findByText(EVENT_MESSAGES.lastOrganizer)).toBeTruthy();
    expect(form.getByText('Ada Lovelace')).toBeTruthy();
  });

  it('needs a title and a valid own meeting link before sending', async () => {
    const { calls } = serve();
    const form = await openEditor('/event/new/create');
    fireEvent.click(form.getByRole('radio', { name: 'Virtual' }));
    fireEvent.change(await form.findByLabelText('Meeting link'), { target: { value: 'not a link' } });
    fireEvent.click(button(form, 'Publish event'));
    expect(await form.findByText(EVENT_MESSAGES.nameRequired)).toBeTruthy();
    expect(form.getByText(EVENT_MESSAGES.meetingLinkInvalid)).toBeTruthy();
    expect(await screen.findByText(EVENT_MESSAGES.resolveErrors)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('publishes a new event and opens its details', async () => {
    const { calls } = serve({
      'POST /api/events/publish': {
        body: { event: makeEvent({ id: 43, published: true }), message: 'Your event is published!' },
      },
    });
    const form = await openEditor('/event/new/create');
    fireEvent.change(input(form, 'Title'), { target: { value: 'Team picnic' } });
    fireEvent.click(button(form, 'Publish event'));
    await waitFor(() => expect(location()).toBe('/event/43/details'));
    expect(await screen.findByText('Your event is published!')).toBeTruthy();
    expect(sent(calls, 'POST', '/api/events/publish')!.has('event[id]')).toBe(false);
  });

  it('is for organizers and admins only', async () => {
    serveEditor(makeUser('user'), { 'GET /api/users/events': { body: { data: [] } } });
    renderApp('/event/new/create');
    await waitFor(() => expect(location()).toMatch(/^\/events(\/upcoming)?$/));
  });
});

describe('draft event', () => {
  it('loads the draft, removes a saved resource with _destroy and shows server field errors', async () => {
    const { calls } = serve({
      'PUT /api/events/42': {
        status: 422,
        body: { errors: { name: ['Event name is taken'], host_ids: ['One or more organizers were not found.'] } },
      },
    });
    const form = await openEditor('/event/42/create', 'Draft event');
    expect(input(form, 'Title').value).toBe('Team picnic');
    expect(input(form, 'Start').value).toBe('2030-03-20T12:00');
    expect((form.getByRole('radio', { name: 'In-person' }) as HTMLInputElement).checked).toBe(true);
    expect((form.getByRole('textbox', { name: 'Location' }) as HTMLInputElement).value).toBe('Hyde Park');
    expect(button(form, 'Save draft').disabled).toBe(true);

    fireEvent.click(button(form, 'Remove resource 1'));
    await waitFor(() => expect(button(form, 'Save draft').disabled).toBe(false));
    fireEvent.click(button(form, 'Save draft'));

    expect(await form.findByText('Event name is taken')).toBeTruthy();
    expect(form.getByText('One or more organizers were not found.')).toBeTruthy();
    expect(await screen.findByText(EVENT_MESSAGES.saveFailed)).toBeTruthy();
    const body = sent(calls, 'PUT', '/api/events/42');
    expect(json(body, 'resources_attributes')).toEqual([
      { id: 5, title: 'Map', link: 'https://maps.example.com', _destroy: true },
    ]);
    expect(location()).toBe('/event/42/create');
  });

  it('publishes the draft with its id and goes to the details tab', async () => {
    const { calls } = serve({
      'POST /api/events/publish': {
        body: { event: makeEvent({ published: true }), message: 'Your event is published!' },
      },
    });
    const form = await openEditor('/event/42/create', 'Draft event');
    fireEvent.click(button(form, 'Publish event'));
    await waitFor(() => expect(location()).toBe('/event/42/details'));
    expect(sent(calls, 'POST', '/api/events/publish')!.get('event[id]')).toBe('42');
  });

  it('goes back to the collection after publishing when opened with collection_id', async () => {
    const { calls } = serve({
      'POST /api/events/publish': {
        body: { event: makeEvent({ published: true }), message: 'Your event is published!' },
      },
    });
    const form = await openEditor('/event/42/create?collection_id=9', 'Draft event');
    fireEvent.click(button(form, 'Publish event'));
    await waitFor(() => expect(location()).toBe('/collections/9/details'));
    expect(sent(calls, 'POST', '/api/events/publish')!.get('event[collection_id]')).toBe('9');
  });

  it('says when publishing failed', async () => {
    serve({ 'POST /api/events/publish': { status: 500, body: { error: 'Boom' } } });
    const form = await openEditor('/event/42/create', 'Draft event');
    fireEvent.click(button(form, 'Publish event'));
    expect(await screen.findByText(EVENT_MESSAGES.publishFailed)).toBeTruthy();
    expect(location()).toBe('/event/42/create');
  });

  it('sends a published event to its details tab', async () => {
    serve({ 'GET /api/events/42': { body: { event: makeEvent({ published: true }) } } });
    renderApp('/event/42/create');
    await waitFor(() => expect(location()).toBe('/event/42/details'));
  });

  it('shows the not-found page for an unknown event and the load error otherwise', async () => {
    serve({ 'GET /api/events/42': { status: 404, body: { error: 'Not found' } } });
    renderApp('/event/42/create');
    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeTruthy();
  });

  it('shows why the event could not be loaded', async () => {
    serve({ 'GET /api/events/42': { status: 500, body: { error: 'Database unavailable' } } });
    renderApp('/event/42/create');
    expect(await screen.findByText(EVENT_MESSAGES.loadFailed('Database unavailable'))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
