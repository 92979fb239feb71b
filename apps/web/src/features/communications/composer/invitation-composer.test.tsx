import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMUNICATION_MESSAGES } from '@huddle/domain/communication-schemas';
import type * as RichTextModule from '../../../components/rich-text-field';
import { eventKeys } from '../../../lib/event/event-keys';
import { makeEvent } from '../../../test/event-fixtures';
import { collection, contact, makeInvitationForm, page, renderComposer, serveComposer } from './test-fixtures';

vi.mock('../../../components/rich-text-field', async (importOriginal) => {
  const original = await importOriginal<typeof RichTextModule>();
  const { FakeRichTextField } = await import('./test-fixtures');
  return { ...original, RichTextField: FakeRichTextField };
});

const ada = contact(1, 'Ada Lovelace', { previously_invited: true });
const alan = contact(2, 'Alan Turing', { status: 'rsvp' });
const engineering = collection(5, 'Engineering', 12);
const empty = collection(6, 'Empty group', 0);
const sentGroup = collection(7, 'Design', 4, { status: 'sent', selectable: false, sent_at: '2030-05-01T10:00:00Z' });

const onItsWay = { body: { communication: { id: 90 }, message: 'Your invitation is on its way!' } };

function serveNew(routes = {}, form = makeInvitationForm()) {
  return serveComposer({
    'GET /api/event_invitations/new_event_invitation': { body: { invitation: form } },
    'GET /api/event_invitations/contact_options': page([ada, alan]),
    'GET /api/event_invitations/group_options': page([engineering, empty, sentGroup]),
    'GET /api/event_invitations/office_options': page([]),
    ...routes,
  });
}

const composer = () => within(screen.getByRole('dialog', { name: 'Email invitation' }));
const sendButton = () => composer().getByRole('button', { name: 'Send now' }) as HTMLButtonElement;
const checkbox = (name: string) => composer().getByRole('checkbox', { name: `Select ${name}` }) as HTMLInputElement;

async function openNew() {
  const rendered = renderComposer();
  await screen.findByRole('dialog', { name: 'Email invitation' });
  await composer().findByText('Ada Lovelace', { selector: 'td' });
  return rendered;
}

afterEach(() => vi.restoreAllMocks());

describe('invitation composer', { timeout: 30_000 }, () => {
  it('loads a new invitation with the default subject and nothing selected', async () => {
    const { urls } = serveNew();
    await openNew();
    expect((composer().getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe(
      'You are invited to Team offsite',
    );
    expect(composer().getByRole('heading', { name: 'Personalize invitation' })).toBeTruthy();
    const formUrl = urls.find((url) => url.pathname.endsWith('new_event_invitation'))!;
    expect(Object.fromEntries(formUrl.searchParams)).toEqual({ event_id: '12', method: 'email' });
    const optionsUrl = urls.find((url) => url.pathname.endsWith('contact_options'))!;
    expect(Object.fromEntries(optionsUrl.searchParams)).toEqual({
      event_id: '12',
      method: 'email',
      page: '1',
      per_page: '10',
    });
    expect(composer().getByText(COMMUNICATION_MESSAGES.noneSelected('contacts'))).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
    expect(composer().getByText(COMMUNICATION_MESSAGES.noGuests)).toBeTruthy();
    // The lists tab only exists when the organization has lists.
    expect(composer().queryByRole('tab', { name: 'Lists' })).toBeNull();
    expect(composer().getByText('Previously invited')).toBeTruthy();
  });

  it('selects contacts and a group; rows that cannot be invited are disabled with the reason', async () => {
    serveNew();
    await openNew();
    fireEvent.click(checkbox('Ada Lovelace'));
    const selectedContacts = within(composer().getByRole('group', { name: 'Selected contacts' }));
    expect(selectedContacts.getByText('Ada Lovelace')).toBeTruthy();

    fireEvent.click(composer().getByRole('tab', { name: 'Groups' }));
    await composer().findByText('Engineering');
    expect(checkbox('Empty group').disabled).toBe(true);
    expect(composer().getByText('No members to invite')).toBeTruthy();
    expect(checkbox('Design').disabled).toBe(true);
    expect(composer().getByText('Already in a sent invitation')).toBeTruthy();
    fireEvent.click(checkbox('Engineering'));
    expect(within(composer().getByRole('group', { name: 'Selected groups' })).getByText('Engineering')).toBeTruthy();
    expect(composer().getByRole('heading', { name: 'Selected (2)' })).toBeTruthy();
    expect(sendButton().disabled).toBe(false);
    expect(composer().queryByText(COMMUNICATION_MESSAGES.noGuests)).toBeNull();
  });

  it('shows a group’s members when its row is expanded', async () => {
    const { urls } = serveNew({
      'GET /api/event_invitations/option_collection_members': {
        body: { members: [{ id: 3, email: 'grace@acme.test', full_name: 'Grace Hopper', previously_invited: false }] },
      },
    });
    await openNew();
    fireEvent.click(composer().getByRole('tab', { name: 'Groups' }));
    fireEvent.click(await composer().findByRole('button', { name: 'Show members of Engineering' }));
    const members = within(await composer().findByRole('list', { name: 'Members of Engineering' }));
    expect(members.getByText('Grace Hopper')).toBeTruthy();
    const url = urls.find((u) => u.pathname.endsWith('option_collection_members'))!;
    expect(Object.fromEntries(url.searchParams)).toEqual({
      event_id: '12',
      collection_type: 'group',
      collection_id: '5',
    });
  });

  it('deselects everything and shows the empty text', async () => {
    serveNew();
    await openNew();
    fireEvent.click(checkbox('Ada Lovelace'));
    fireEvent.click(checkbox('Alan Turing'));
    expect(composer().getByRole('heading', { name: 'Selected (2)' })).toBeTruthy();
    fireEvent.click(composer().getByRole('button', { name: 'Deselect all' }));
    expect(composer().getByText(COMMUNICATION_MESSAGES.noneSelected('contacts'))).toBeTruthy();
    expect(checkbox('Ada Lovelace').checked).toBe(false);
    expect(sendButton().disabled).toBe(true);
  });

  it('sends now after confirming, with the trimmed subject and the recipients', async () => {
    const { calls } = serveNew({ 'POST /api/event_invitations': { status: 201, ...onItsWay } });
    const { onClose, queryClient } = await openNew();
    queryClient.setQueryData(eventKeys.detail(12), makeEvent());
    fireEvent.change(composer().getByRole('textbox', { name: 'Subject' }), { target: { value: '  Hello team  ' } });
    fireEvent.click(checkbox('Ada Lovelace'));
    fireEvent.click(composer().getByRole('tab', { name: 'Groups' }));
    fireEvent.click(await composer().findByRole('checkbox', { name: 'Select Engineering' }));
    fireEvent.click(sendButton());

    const confirm = within(await screen.findByRole('dialog', { name: 'Send this invitation now?' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(confirm.getByRole('button', { name: 'Send now' }));

    expect(await screen.findByText('Your invitation is on its way!')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    // The event (needs_rescheduling, invitees_count) is read again.
    expect(queryClient.getQueryState(eventKeys.detail(12))?.isInvalidated).toBe(true);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      communication_history_id: null,
      event_id: 12,
      invite_type: 'email',
      is_scheduled: false,
      scheduled_for: null,
      notifies: true,
      recipient_attributes: [
        { recipient_type: 'Invitees', recipient_ids: [1] },
        { recipient_type: 'Groups', recipient_ids: [5] },
        { recipient_type: 'Lists', recipient_ids: [] },
        { recipient_type: 'Offices', recipient_ids: [] },
      ],
      invite_subject: 'Hello team',
      invite_body: '',
      has_calendar_invite: false,
    });
  });

  it('sends the default subject when the subject is left blank', async () => {
    const { calls } = serveNew({ 'POST /api/event_invitations': onItsWay });
    await openNew();
    fireEvent.change(composer().getByRole('textbox', { name: 'Subject' }), { target: { value: '   ' } });
    fireEvent.click(checkbox('Alan Turing'));
    fireEvent.click(sendButton());
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Send this invitation now?' })).getByRole('button', {
        name: 'Send now',
      }),
    );
    await waitFor(() =>
      expect((calls.find((call) => call.method === 'POST')?.body as { invite_subject: string }).invite_subject).toBe(
        'You are invited to Team offsite',
      ),
    );
  });

  it('checks the schedule (empty, past, after the start) and schedules without asking', async () => {
    const { calls } = serveNew({
      'POST /api/event_invitations': {
        status: 201,
        body: { communication: { id: 91 }, message: 'Your invitation is scheduled to send on Jun 1, 2030 at 10:00 AM' },
      },
    });
    const { onClose } = await openNew();
    fireEvent.click(checkbox('Ada Lovelace'));
    fireEvent.click(composer().getByRole('button', { name: 'Schedule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Schedule invitation' }));
    const field = dialog.getByLabelText('Send on');
    fireEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(dialog.getByText(COMMUNICATION_MESSAGES.selectDateOrCancel)).toBeTruthy();
    fireEvent.change(field, { target: { value: '2020-01-01T10:00' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(dialog.getByText(COMMUNICATION_MESSAGES.scheduleInFuture)).toBeTruthy();
    // The event starts 2030-06-03 08:00 UTC, 09:00 in London.
    fireEvent.change(field, { target: { value: '2030-06-03T09:30' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(dialog.getByText(COMMUNICATION_MESSAGES.scheduleBeforeEvent)).toBeTruthy();
    fireEvent.change(field, { target: { value: '2030-06-01T10:00' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Schedule invitation' })).toBeNull());

    expect(composer().getByText(/^Scheduled for Jun 1, 2030/)).toBeTruthy();
    expect(composer().queryByRole('button', { name: 'Send now' })).toBeNull();
    fireEvent.click(composer().getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(screen.queryByRole('dialog', { name: 'Send this invitation now?' })).toBeNull();
    expect(await screen.findByText('Your invitation is scheduled to send on Jun 1, 2030 at 10:00 AM')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      is_scheduled: true,
      scheduled_for: '2030-06-01T09:00:00.000Z',
    });
  });

  it('removes a chosen schedule', async () => {
    serveNew();
    await openNew();
    fireEvent.click(composer().getByRole('button', { name: 'Schedule' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Schedule invitation' }));
    fireEvent.change(dialog.getByLabelText('Send on'), { target: { value: '2030-06-01T10:00' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await composer().findByRole('button', { name: 'Change schedule' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Schedule invitation' }));
    expect((dialog.getByLabelText('Send on') as HTMLInputElement).value).toBe('2030-06-01T10:00');
    fireEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(composer().getByRole('button', { name: 'Send now' })).toBeTruthy());
    expect(composer().queryByText(/^Scheduled for/)).toBeNull();
  });

  it('shows the server’s schedule refusal and its error text', async () => {
    serveNew({
      'POST /api/event_invitations': {
        status: 422,
        body: { errors: { scheduled_for: [COMMUNICATION_MESSAGES.scheduleBeforeEvent] } },
      },
    });
    await openNew();
    fireEvent.click(checkbox('Ada Lovelace'));
    fireEvent.click(composer().getByRole('button', { name: 'Schedule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Schedule invitation' }));
    fireEvent.change(dialog.getByLabelText('Send on'), { target: { value: '2030-06-01T10:00' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await composer().findByRole('button', { name: 'Schedule' }));
    expect(await composer().findByText(COMMUNICATION_MESSAGES.scheduleBeforeEvent)).toBeTruthy();
  });

  it('falls back to the save failure text', async () => {
    serveNew({ 'POST /api/event_invitations': { status: 500 } });
    const { onClose } = await openNew();
    fireEvent.click(checkbox('Ada Lovelace'));
    fireEvent.click(sendButton());
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Send this invitation now?' })).getByRole('button', {
        name: 'Send now',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send this invitation now?' })).toBeNull());
    expect(await composer().findByText(COMMUNICATION_MESSAGES.saveInvitationFailed)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits a saved invitation in reschedule through /reschedule, and offers Delete', async () => {
    const saved = makeInvitationForm({
      communication_history_id: 90,
      status: 'reschedule',
      is_scheduled: true,
      scheduled_for: '2030-06-03T10:00:00Z',
      invite_subject: 'Join us',
      selections: { contact: [ada], group: [], list: [], office: [] },
    });
    const { calls, urls } = serveComposer({
      'GET /api/event_invitations/existing_event_invitation': { body: { invitation: saved } },
      'GET /api/event_invitations/contact_options': page([ada, alan]),
      'POST /api/event_invitations/reschedule': onItsWay,
    });
    renderComposer({ commId: 44 });
    await screen.findByRole('dialog', { name: 'Email invitation' });
    expect(await composer().findByRole('button', { name: 'Save changes' })).toBeTruthy();
    expect(composer().getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(composer().getByText(COMMUNICATION_MESSAGES.rescheduleBanner)).toBeTruthy();
    expect((composer().getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe('Join us');
    expect(within(composer().getByRole('group', { name: 'Selected contacts' })).getByText('Ada Lovelace')).toBeTruthy();
    const formUrl = urls.find((url) => url.pathname.endsWith('existing_event_invitation'))!;
    expect(formUrl.searchParams.get('event_invitation_id')).toBe('44');

    fireEvent.click(composer().getByRole('button', { name: 'Change schedule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Schedule invitation' }));
    fireEvent.change(dialog.getByLabelText('Send on'), { target: { value: '2030-06-02T10:00' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await composer().findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/event_invitations/reschedule')).toBe(true));
    const url = urls.find((u) => u.pathname === '/api/event_invitations/reschedule')!;
    expect(Object.fromEntries(url.searchParams)).toEqual({ event_invitation_id: '44', communication_history_id: '90' });
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      communication_history_id: 90,
      is_scheduled: true,
      scheduled_for: '2030-06-02T09:00:00.000Z',
      recipient_attributes: expect.arrayContaining([{ recipient_type: 'Invitees', recipient_ids: [1] }]),
    });
  });

  it('deletes a saved invitation after confirming', async () => {
    const saved = makeInvitationForm({
      communication_history_id: 90,
      status: 'scheduled',
      is_scheduled: true,
      scheduled_for: '2030-06-01T10:00:00Z',
    });
    const { calls } = serveComposer({
      'GET /api/event_invitations/existing_event_invitation': { body: { invitation: saved } },
      'GET /api/event_invitations/contact_options': page([ada]),
      'DELETE /api/communication_histories/90': { body: { message: COMMUNICATION_MESSAGES.deleted } },
    });
    const { onClose } = renderComposer({ commId: 44 });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete this invitation?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(COMMUNICATION_MESSAGES.deleted)).toBeTruthy();
    expect(onClose).toHaveBeenCalledWith(true);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('counts a custom message of only markup as none', async () => {
    serveNew();
    await openNew();
    fireEvent.click(composer().getByRole('button', { name: 'Custom message' }));
    let editor = within(await screen.findByRole('dialog', { name: 'Custom message' }));
    fireEvent.change(await editor.findByLabelText('Message to guests'), { target: { value: '<p> </p><p><br></p>' } });
    fireEvent.click(editor.getByRole('button', { name: 'Save message' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Custom message' })).toBeNull());
    expect(composer().queryByText(COMMUNICATION_MESSAGES.messageAdded)).toBeNull();

    fireEvent.click(composer().getByRole('button', { name: 'Custom message' }));
    editor = within(await screen.findByRole('dialog', { name: 'Custom message' }));
    fireEvent.change(await editor.findByLabelText('Message to guests'), { target: { value: '<p>Bring a hat</p>' } });
    fireEvent.click(editor.getByRole('button', { name: 'Save message' }));
    expect(await composer().findByText(COMMUNICATION_MESSAGES.messageAdded)).toBeTruthy();
  });

  it('asks before discarding changes', async () => {
    serveNew();
    const { onClose } = await openNew();
    fireEvent.click(checkbox('Ada Lovelace'));
    fireEvent.click(composer().getByRole('button', { name: 'Cancel' }));
    let confirm = within(await screen.findByRole('dialog', { name: 'Discard changes?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(composer().getByRole('button', { name: 'Cancel' }));
    confirm = within(await screen.findByRole('dialog', { name: 'Discard changes?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledWith(false);
  });

  it('closes at once when nothing changed, or changed back', async () => {
    serveNew();
    const { onClose } = await openNew();
    fireEvent.click(checkbox('Ada Lovelace'));
    fireEvent.click(checkbox('Ada Lovelace'));
    fireEvent.click(composer().getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull();
  });

  it('uploads a CSV and selects the uploaded contacts', async () => {
    const { calls, urls } = serveNew({
      'POST /api/employees/upload': {
        body: {
          employees: { created_count: 1, existing_count: 0, rejected_count: 0, ids: [9] },
          list: null,
          event: null,
          message: 'Your contacts were saved',
        },
      },
      'GET /api/event_invitations/contact_selections': { body: { selections: [contact(9, 'Lin Chen')] } },
    });
    await openNew();
    fireEvent.click(composer().getByRole('button', { name: 'Upload contacts' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Upload contacts' }));
    const csv = 'Email,First name,Last name\nlin@acme.test,Lin,Chen\nnot-an-email,No,Body\n';
    fireEvent.change(dialog.getByLabelText('CSV file'), {
      target: { files: [new File([csv], 'people.csv', { type: 'text/csv' })] },
    });
    expect(await dialog.findByText('1 contact is ready to upload.')).toBeTruthy();
    expect(dialog.getByText('1 invalid entries were found and will be skipped.')).toBeTruthy();
    const preview = within(dialog.getByRole('table', { name: 'Valid rows' }));
    expect(preview.getAllByRole('row').map((row) => row.textContent)).toEqual(['EmailName', 'lin@acme.testLin Chen']);
    fireEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload contacts' })).toBeNull());
    expect(within(composer().getByRole('group', { name: 'Selected contacts' })).getByText('Lin Chen')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/employees/upload')?.body).toEqual({
      employees: [{ email: 'lin@acme.test', first_name: 'Lin', last_name: 'Chen' }],
      save_as_segment: false,
    });
    const selections = urls.find((url) => url.pathname.endsWith('contact_selections'))!;
    expect(Object.fromEntries(selections.searchParams)).toEqual({ event_id: '12', selections: '9' });
  });

  it('sends the preview to the signed-in person only', async () => {
    const { calls } = serveNew({
      'POST /api/invitees/send_email_reminder': { body: { message: 'A preview was sent to ada@acme.test' } },
    });
    await openNew();
    fireEvent.click(composer().getByRole('button', { name: 'Send preview email' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send preview email' }));
    expect(await dialog.findByText(/goes to your own address, ada@acme\.test/)).toBeTruthy();
    expect(dialog.queryByRole('textbox')).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Send preview' }));
    expect(await screen.findByText('A preview was sent to ada@acme.test')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email_params: {
        event_id: 12,
        subject: 'You are invited to Team offsite',
        body: '',
        recipients: [],
        send_preview: true,
      },
    });
  });

  it('previews the mail with the RSVP buttons and a wider view', async () => {
    serveNew();
    await openNew();
    fireEvent.click(composer().getByRole('button', { name: 'Preview' }));
    const preview = within(await screen.findByRole('dialog', { name: 'Preview' }));
    expect(preview.getByText('Team offsite')).toBeTruthy();
    expect(preview.getByText('Where: 1 Main Street')).toBeTruthy();
    for (const answer of ['Yes', 'Maybe', 'No']) expect(preview.getByText(answer)).toBeTruthy();
    const wider = preview.getByRole('button', { name: 'Wider' });
    expect(wider.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(wider);
    expect(wider.getAttribute('aria-pressed')).toBe('true');
  });

  it('refuses a calendar invitation when the event may pause RSVPs', async () => {
    serveComposer({
      'GET /api/event_invitations/new_event_invitation': {
        body: { invitation: makeInvitationForm({ invite_type: 'calendar', rsvp_pause_allowed: true }) },
      },
      'GET /api/event_invitations/contact_options': page([ada]),
    });
    renderComposer({ method: 'calendar', event: makeEvent({ rsvp_pause_allowed: true, invitees_count: 3 }) });
    const dialog = within(await screen.findByRole('dialog', { name: 'Calendar invitation' }));
    expect(await dialog.findByText(COMMUNICATION_MESSAGES.pauseEmailOnly)).toBeTruthy();
    expect(dialog.getByRole('heading', { name: 'Select calendars' })).toBeTruthy();
    fireEvent.click(await dialog.findByRole('checkbox', { name: 'Select Ada Lovelace' }));
    expect((dialog.getByRole('button', { name: 'Send now' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('disables the custom message while RSVPs are paused', async () => {
    serveNew({}, makeInvitationForm({ rsvp_pause_active: true }));
    renderComposer({ event: makeEvent({ rsvp_pause_active: true, rsvp_pause_allowed: true }) });
    await screen.findByRole('dialog', { name: 'Email invitation' });
    const button = (await composer().findByRole('button', { name: 'Custom message' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(composer().getByText(COMMUNICATION_MESSAGES.pausedBlocked)).toBeTruthy();
  });
});
