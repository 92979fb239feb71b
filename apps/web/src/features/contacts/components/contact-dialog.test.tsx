import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '@huddle/domain/contact-schemas';
import { renderWithProviders } from '../../../test/render';
import type { Contact } from '../api/contact-models';
import { GRACE, makeContact, paged, renderContacts, serveContacts } from '../test-fixtures';
import { ContactDialog } from './contact-dialog';

/** The dialog as the contacts table opens it, without the table: closing it removes it. */
function OpenDialog({ contact }: { contact?: Contact }) {
  const [open, setOpen] = useState(true);
  return open && <ContactDialog contact={contact} onClose={() => setOpen(false)} />;
}

/** The first test opens the dialog from the page's button; the others render it alone (no data grid to draw). */
async function openNewContact({ fromPage = false } = {}) {
  if (fromPage) {
    renderContacts();
    fireEvent.click(await screen.findByRole('button', { name: 'New contact' }));
  } else {
    renderWithProviders(<OpenDialog />);
  }
  const dialog = within(await screen.findByRole('dialog', { name: 'New contact' }));
  const fill = (label: RegExp, value: string) =>
    fireEvent.change(dialog.getByLabelText(label, { selector: 'input' }), { target: { value } });
  return { dialog, fill, create: () => fireEvent.click(dialog.getByRole('button', { name: 'Create contact' })) };
}

describe('contact dialog', () => {
  it('says what is missing before sending anything', async () => {
    const { calls } = serveContacts();
    const { dialog, fill, create } = await openNewContact({ fromPage: true });
    create();
    expect(await dialog.findByText(CONTACT_MESSAGES.emailRequired)).toBeTruthy();
    expect(dialog.getByText(CONTACT_MESSAGES.firstNameRequired)).toBeTruthy();
    expect(dialog.getByText(CONTACT_MESSAGES.lastNameRequired)).toBeTruthy();
    fill(/^Email/, 'not-an-email');
    create();
    expect(await dialog.findByText(CONTACT_MESSAGES.emailFormat)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('creates a contact with an office and says so', async () => {
    const { calls } = serveContacts({
      'POST /api/employees': { status: 201, body: { employee: GRACE, message: CONTACT_MESSAGES.created } },
    });
    const { dialog, fill, create } = await openNewContact();
    fill(/^Email/, 'Grace@Acme.test');
    fill(/^First name/, 'Grace');
    fill(/^Last name/, 'Hopper');
    fireEvent.mouseDown(dialog.getByRole('combobox', { name: 'Office (optional)' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Paris' }));
    create();
    expect(await screen.findByText(CONTACT_MESSAGES.created)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'grace@acme.test',
      first_name: 'Grace',
      last_name: 'Hopper',
      office_id: 4,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New contact' })).toBeNull());
  });

  it("puts the server's field errors under their fields", async () => {
    serveContacts({
      'POST /api/employees': { status: 422, body: { errors: { email: [CONTACT_MESSAGES.emailTaken] } } },
    });
    const { dialog, fill, create } = await openNewContact();
    fill(/^Email/, 'grace@acme.test');
    fill(/^First name/, 'Grace');
    fill(/^Last name/, 'Hopper');
    create();
    expect(await dialog.findByText(CONTACT_MESSAGES.emailTaken)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'New contact' })).toBeTruthy();
  });

  it('edits a contact; the email of someone who signed up cannot change', async () => {
    const grace = makeContact(8, 'Grace Hopper', { has_account: true, can_change_email: false });
    const { calls } = serveContacts({
      'GET /api/employees': { body: paged([grace]) },
      'PATCH /api/employees/8': { body: { employee: grace, message: CONTACT_MESSAGES.updated } },
    });
    renderContacts();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Grace Hopper' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit contact' }));
    const email = dialog.getByLabelText(/^Email/, { selector: 'input' }) as HTMLInputElement;
    expect(email.value).toBe('grace@acme.test');
    expect(email.disabled).toBe(true);
    expect(dialog.getByText(CONTACT_MESSAGES.accountEmailLocked)).toBeTruthy();
    fireEvent.change(dialog.getByLabelText(/^Last name/, { selector: 'input' }), { target: { value: 'Murray' } });
    fireEvent.mouseDown(dialog.getByRole('combobox', { name: 'Office (optional)' }));
    fireEvent.click(await screen.findByRole('option', { name: 'No office' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CONTACT_MESSAGES.updated)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      email: 'grace@acme.test',
      first_name: 'Grace',
      last_name: 'Murray',
      office_id: null,
    });
  });

  it("locks the email when can_change_email is false, saying only an admin changes an organizer's", async () => {
    const lead = makeContact(9, 'Olga Organizer', { role_type: 'organizer', can_change_email: false });
    serveContacts();
    renderWithProviders(<OpenDialog contact={lead} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit contact' }));
    expect((dialog.getByLabelText(/^Email/, { selector: 'input' }) as HTMLInputElement).disabled).toBe(true);
    expect(dialog.getByText(CONTACT_MESSAGES.roleEmailLocked)).toBeTruthy();
  });
});
