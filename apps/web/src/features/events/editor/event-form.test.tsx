import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import { currentUserKey } from '../../../lib/current-user';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { featureFlagsKey } from '../../../lib/feature-flags';
import { makeUser } from '../../../test/fixtures';
import type { RecordedCall, Responder } from '../../../test/mock-fetch';
import { renderWithProviders, testQueryClient } from '../../../test/render';
import { EventForm } from './event-form';
import { makeEvent, serveEditor } from './test-fixtures';

const NOW = new Date('2030-03-10T12:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

const user = makeUser('organizer');
const published = makeEvent({ published: true });

/** The form as the details tab renders it: the user and the flags are known before it mounts. */
function renderForm(
  event: HuddleEvent | null,
  { flags = {}, routes = {} }: { flags?: Record<string, boolean>; routes?: Record<string, Responder> } = {},
) {
  const server = serveEditor(user, routes, flags);
  const queryClient = testQueryClient();
  queryClient.setQueryData(currentUserKey, user);
  queryClient.setQueryData(featureFlagsKey, flags);
  renderWithProviders(<EventForm event={event} />, { queryClient, route: '/event/42/details' });
  return { ...server, form: within(screen.getByRole('form', { name: 'Event form' })) };
}

const sent = (calls: RecordedCall[], method: string, path: string) =>
  calls.find((call) => call.method === method && call.path === path)?.body as FormData | undefined;
const saveChanges = () => screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;

describe('EventForm for a published event', () => {
  it('locks every field once the event has started and says why', async () => {
    const { form } = renderForm(makeEvent({ published: true, started: true, editable: false, can_edit: false }));
    expect(form.getByText(EVENT_MESSAGES.locked)).toBeTruthy();
    for (const label of ['Title', 'Start', 'End', 'Resource title', 'Resource link', 'Banner image']) {
      expect((form.getByLabelText(label) as HTMLInputElement).disabled).toBe(true);
    }
    expect((form.getByRole('textbox', { name: 'Location' }) as HTMLInputElement).disabled).toBe(true);
    for (const radio of form.getAllByRole('radio')) expect((radio as HTMLInputElement).disabled).toBe(true);
    for (const name of ['Event organizers', 'Groups', 'Offices']) {
      expect((form.getByRole('combobox', { name }) as HTMLInputElement).disabled).toBe(true);
    }
    expect(form.getByRole('textbox', { name: 'Description' }).getAttribute('contenteditable')).toBe('false');
    expect((form.getByRole('button', { name: 'Bold' }) as HTMLButtonElement).disabled).toBe(true);
    expect((form.getByRole('button', { name: 'Add resource' }) as HTMLButtonElement).disabled).toBe(true);
    expect(saveChanges().disabled).toBe(true);
    expect(form.queryByRole('button', { name: 'Publish event' })).toBeNull();
    // RSVP pausing is chosen before publishing only.
    expect(form.queryByRole('switch', { name: 'Allow pausing RSVPs' })).toBeNull();
  });

  it('saves changes without asking when the guests-update flag is off', async () => {
    const { calls, form } = renderForm(published, {
      routes: { 'PUT /api/events/42': { body: { event: published, message: 'Your event was updated.' } } },
    });
    fireEvent.change(form.getByLabelText('Title'), { target: { value: 'Summer picnic' } });
    await waitFor(() => expect(saveChanges().disabled).toBe(false));
    fireEvent.click(saveChanges());
    expect(await screen.findByText('Your event was updated.')).toBeTruthy();
    const body = sent(calls, 'PUT', '/api/events/42');
    expect(body?.get('event[name]')).toBe('Summer picnic');
    expect(body?.has('send_email_updates')).toBe(false);
    expect(screen.queryByText(EVENT_MESSAGES.sendUpdatePrompt)).toBeNull();
  });

  it('asks whether to email the guests when the flag is on, and sends the answer', async () => {
    const { calls, form } = renderForm(published, {
      flags: { 'event-change-email-guests-dialog': true },
      routes: { 'PUT /api/events/42': { body: { event: published, message: 'Your event was updated.' } } },
    });
    fireEvent.change(form.getByLabelText('Title'), { target: { value: 'Summer picnic' } });
    await waitFor(() => expect(saveChanges().disabled).toBe(false));
    fireEvent.click(saveChanges());
    const dialog = within(await screen.findByRole('dialog', { name: EVENT_MESSAGES.sendUpdatePrompt }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Message to guests (optional)' }), {
      target: { value: 'We moved it to noon.' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Your event was updated.')).toBeTruthy();
    const body = sent(calls, 'PUT', '/api/events/42');
    expect(body?.get('send_email_updates')).toBe('true');
    expect(body?.get('email_updates_message')).toBe('We moved it to noon.');
  });

  it('sends send_email_updates false when the answer is No', async () => {
    const { calls, form } = renderForm(published, {
      flags: { 'event-change-email-guests-dialog': true },
      routes: { 'PUT /api/events/42': { body: { event: published, message: 'Your event was updated.' } } },
    });
    fireEvent.change(form.getByLabelText('Title'), { target: { value: 'Summer picnic' } });
    await waitFor(() => expect(saveChanges().disabled).toBe(false));
    fireEvent.click(saveChanges());
    fireEvent.click(await screen.findByRole('button', { name: 'No' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/api/events/42')?.get('send_email_updates')).toBe('false'));
  });
});

describe('EventForm for a new event', () => {
  it('hides Public and defaults to the organization when event-privacy-never-public is on', () => {
    const { form } = renderForm(null, { flags: { 'event-privacy-never-public': true } });
    expect(form.queryByRole('radio', { name: 'Public' })).toBeNull();
    expect((form.getByRole('radio', { name: 'Organization' }) as HTMLInputElement).checked).toBe(true);
    expect(form.getByRole('switch', { name: 'Allow pausing RSVPs' })).toBeTruthy();
  });

  it('checks the banner, crops it and sends it', async () => {
    const { calls, form } = renderForm(null, {
      routes: { 'POST /api/events': { status: 201, body: { event: makeEvent(), message: 'Your draft was saved.' } } },
    });
    const picker = form.getByLabelText('Banner image');
    fireEvent.change(picker, { target: { files: [new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })] } });
    expect(await form.findByText(EVENT_MESSAGES.imageInvalid)).toBeTruthy();

    const huge = new File(['png'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 21 * 1024 * 1024 });
    fireEvent.change(picker, { target: { files: [huge] } });
    expect(await form.findByText(EVENT_MESSAGES.coverTooLarge)).toBeTruthy();

    fireEvent.change(picker, { target: { files: [new File(['png'], 'banner.png', { type: 'image/png' })] } });
    const crop = within(await screen.findByRole('dialog', { name: 'Crop banner image' }));
    fireEvent.click(crop.getByRole('button', { name: 'Use image' }));
    expect(await form.findByRole('button', { name: 'Remove banner' })).toBeTruthy();
    expect(form.getByRole('img', { name: 'Banner preview' })).toBeTruthy();

    fireEvent.change(form.getByLabelText('Title'), { target: { value: 'Team picnic' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Your draft was saved.')).toBeTruthy();
    const body = sent(calls, 'POST', '/api/events');
    expect((body?.get('cover_image') as File).name).toMatch(/^banner\./);
    expect(body?.get('coverImageChanged')).toBe('true');
  });

  it('shows the event as guests will see it in the preview', async () => {
    const { form } = renderForm(makeEvent());
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = within(await screen.findByRole('dialog', { name: 'Preview' }));
    expect(preview.getByText('Team picnic')).toBeTruthy();
    expect(preview.getByText('2 hours')).toBeTruthy();
    expect(preview.getByText('Hyde Park')).toBeTruthy();
    expect(preview.getByText('Ada Lovelace')).toBeTruthy();
    expect(preview.getByText('hat')).toBeTruthy();
    expect(preview.getByRole('link', { name: 'Map' }).getAttribute('href')).toBe('https://maps.example.com');
    fireEvent.click(preview.getByRole('button', { name: 'Close preview' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Preview' })).toBeNull());
    expect(form.getByLabelText('Title')).toBeTruthy();
  });

  it('removes a saved banner with coverImageChanged and no file', async () => {
    const event = makeEvent({ cover_image: 'https://cdn.example.com/banner.jpg' });
    const { calls, form } = renderForm(event, {
      routes: { 'PUT /api/events/42': { body: { event: makeEvent(), message: 'Your draft was saved.' } } },
    });
    fireEvent.click(form.getByRole('button', { name: 'Remove banner' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Your draft was saved.')).toBeTruthy();
    const body = sent(calls, 'PUT', '/api/events/42');
    expect(body?.get('coverImageChanged')).toBe('true');
    expect(body?.has('cover_image')).toBe(false);
  });
});
