import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES } from '@huddle/domain/organization-schemas';
import { makeSettings, renderSettings, serveSettings } from '../routes/settings-test-helpers';

const location = () => screen.getByTestId('location').textContent;
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const section = (name: string) => within(screen.getByRole('region', { name }));

async function openOrganizationTab() {
  renderSettings('/settings');
  return (await screen.findByLabelText(/^Display name/, { selector: 'input' })) as HTMLInputElement;
}

describe('organization settings', () => {
  it('enables Save only with changes, and Discard resets them', async () => {
    serveSettings();
    const name = await openOrganizationTab();
    expect(name.value).toBe('Acme');
    expect(saveButton().disabled).toBe(true);
    expect(screen.getByText('Recommended size: 170 × 130 px')).toBeTruthy();
    expect(screen.getByText('Recommended size: 50 × 50 px')).toBeTruthy();
    expect(screen.getByText(SETTINGS_MESSAGES.emailDomainsHelp)).toBeTruthy();
    expect(screen.getByPlaceholderText(SETTINGS_MESSAGES.domainPlaceholder('acme.test'))).toBeTruthy();

    fireEvent.change(name, { target: { value: 'Acme Corp' } });
    expect(saveButton().disabled).toBe(false);
    fireEvent.change(name, { target: { value: 'Acme' } });
    expect(saveButton().disabled).toBe(true);

    fireEvent.change(name, { target: { value: 'Acme Corp' } });
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(name.value).toBe('Acme'));
    expect(saveButton().disabled).toBe(true);
  });

  it('sends one JSON PATCH: saved rows keep their id, new rows go without their temporary id', async () => {
    const { calls } = serveSettings({
      'PATCH /api/organizations/1': ({ body }) => ({
        body: {
          organization: makeSettings({
            event_types: [
              { id: 21, name: 'Talks', uses: 3 },
              { id: 23, name: 'Volunteering', uses: 0 },
            ],
          }),
          message: SETTINGS_MESSAGES.saved,
          echo: body,
        },
      }),
    });
    await openOrganizationTab();
    const types = section('Event types');
    fireEvent.change(types.getByLabelText(/^Event type 1/, { selector: 'input' }), { target: { value: 'Talks' } });
    fireEvent.click(types.getByRole('button', { name: 'Remove Workshop' }));
    fireEvent.click(types.getByRole('button', { name: 'Add event type' }));
    fireEvent.change(types.getByLabelText(/^Event type 2/, { selector: 'input' }), {
      target: { value: 'Volunteering' },
    });
    expect(types.getByText('New')).toBeTruthy();
    fireEvent.click(saveButton());

    expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeTruthy();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.path).toBe('/api/organizations/1');
    expect(patch?.body).toEqual({
      organization: { event_types: [{ id: 21, name: 'Talks' }, { name: 'Volunteering' }] },
    });
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    expect(types.getByText('Used by 3 events')).toBeTruthy();
  });

  it('shows the type-in-use refusal under the list and keeps the changes', async () => {
    const inUse = SETTINGS_MESSAGES.typeInUse(3);
    serveSettings({
      'PATCH /api/organizations/1': { status: 422, body: { error: inUse, errors: { event_types: [inUse] } } },
    });
    await openOrganizationTab();
    const types = section('Event types');
    fireEvent.click(types.getByRole('button', { name: 'Remove Speakers' }));
    fireEvent.click(saveButton());

    expect(await types.findByText(inUse)).toBeTruthy();
    expect(await screen.findByText(SETTINGS_MESSAGES.notSaved)).toBeTruthy();
    expect(saveButton().disabled).toBe(false);
  });

  it('places server field errors of rows under their fields', async () => {
    serveSettings({
      'PATCH /api/organizations/1': {
        status: 422,
        body: { error: 'Enter a valid domain', errors: { 'email_extensions.1.domain': ['Domain is taken'] } },
      },
    });
    await openOrganizationTab();
    const domains = section('Email domains');
    fireEvent.click(domains.getByRole('button', { name: 'Add domain' }));
    fireEvent.change(domains.getByLabelText(/^Email domain 2/, { selector: 'input' }), {
      target: { value: 'acme.org' },
    });
    fireEvent.click(saveButton());
    expect(await domains.findByText('Domain is taken')).toBeTruthy();
  });

  it('checks domains before sending and keeps at least one', async () => {
    const { calls } = serveSettings();
    await openOrganizationTab();
    const domains = section('Email domains');
    expect((domains.getByRole('button', { name: 'Remove email domain 1' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(domains.getByLabelText(/^Email domain 1/, { selector: 'input' }), {
      target: { value: 'not a domain' },
    });
    fireEvent.click(saveButton());
    expect(await domains.findByText(SETTINGS_MESSAGES.domainInvalid)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('offers the default group types on an empty list', async () => {
    const { calls } = serveSettings({
      'PATCH /api/organizations/1': { body: { organization: makeSettings(), message: SETTINGS_MESSAGES.saved } },
    });
    await openOrganizationTab();
    const groups = section('Group types');
    fireEvent.click(groups.getByRole('button', { name: 'Add Social' }));
    expect(groups.queryByRole('button', { name: 'Add Social' })).toBeNull();
    expect((groups.getByLabelText(/^Group type 1/, { selector: 'input' }) as HTMLInputElement).value).toBe('Social');
    fireEvent.click(saveButton());
    await screen.findByText(SETTINGS_MESSAGES.saved);
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      organization: { group_types: [{ name: 'Social' }] },
    });
  });

  it('uploads a new logo as multipart and refuses a file that is not an image', async () => {
    const { calls } = serveSettings({
      'PATCH /api/organizations/1': {
        body: { organization: makeSettings({ logo_url: '/uploads/logo.png' }), message: SETTINGS_MESSAGES.saved },
      },
    });
    await openOrganizationTab();
    const input = screen.getByLabelText('Upload logo');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText(SETTINGS_MESSAGES.imageInvalid)).toBeTruthy();
    expect(saveButton().disabled).toBe(true);

    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [logo] } });
    expect(screen.queryByText(SETTINGS_MESSAGES.imageInvalid)).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Display name/, { selector: 'input' }), { target: { value: 'Acme Co' } });
    fireEvent.click(saveButton());

    await screen.findByText(SETTINGS_MESSAGES.saved);
    const body = calls.find((call) => call.method === 'PATCH')?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(JSON.parse(String(body.get('organization')))).toEqual({ display_name: 'Acme Co' });
    expect((body.get('logo') as File).name).toBe('logo.png');
    expect(body.has('favicon')).toBe(false);
    expect(await screen.findByRole('img', { name: 'Logo preview' })).toBeTruthy();
  });

  it('sends logo_removed when the saved logo is removed', async () => {
    const { calls } = serveSettings({
      'GET /api/organizations/1': { body: { organization: makeSettings({ logo_url: '/uploads/logo.png' }) } },
      'PATCH /api/organizations/1': { body: { organization: makeSettings(), message: SETTINGS_MESSAGES.saved } },
    });
    await openOrganizationTab();
    fireEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
    fireEvent.click(saveButton());
    await screen.findByText(SETTINGS_MESSAGES.saved);
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ organization: { logo_removed: true } });
  });

  it('asks before leaving with unsaved changes', async () => {
    serveSettings();
    const name = await openOrganizationTab();
    fireEvent.change(name, { target: { value: 'Acme Corp' } });

    fireEvent.click(screen.getByRole('link', { name: 'Go to events' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Unsaved changes' }));
    expect(dialog.getByText(SETTINGS_MESSAGES.unsavedChanges)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Stay on page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe('/settings');

    fireEvent.click(screen.getByRole('tab', { name: 'Offices' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(location()).toBe('/settings/offices'));
  });

  it('switches a feature flag and updates the app flags', async () => {
    const flags = { 'contact-lists': true, 'event-budget': false };
    const { calls } = serveSettings({
      'GET /api/feature_flags': () => ({ body: { flags } }),
      'PUT /api/feature_flags/event-budget': ({ body }) => {
        flags['event-budget'] = (body as { enabled: boolean }).enabled;
        return { body: { flags } };
      },
    });
    const { queryClient } = renderSettings('/settings');
    const toggle = (await screen.findByRole('switch', { name: 'Event budgets' })) as HTMLInputElement;
    await waitFor(() => expect(toggle.checked).toBe(false));
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ enabled: true });
    expect(await screen.findByText('Event budgets turned on.')).toBeTruthy();
    expect(queryClient.getQueryData<Record<string, boolean>>(['feature_flags'])?.['event-budget']).toBe(true);
  });

  it('puts an image refused by the server under its picker', async () => {
    serveSettings({
      'PATCH /api/organizations/1': {
        status: 422,
        body: { error: SETTINGS_MESSAGES.imageInvalid, errors: { favicon: [SETTINGS_MESSAGES.imageInvalid] } },
      },
    });
    await openOrganizationTab();
    const icon = new File(['gif'], 'icon.gif', { type: 'image/gif' });
    fireEvent.change(screen.getByLabelText('Upload icon'), { target: { files: [icon] } });
    fireEvent.click(saveButton());
    const help = await screen.findByText(SETTINGS_MESSAGES.imageInvalid);
    expect(help.id).toBe(screen.getByLabelText('Upload icon').getAttribute('aria-describedby'));
  });

  it('asks before turning maintenance mode on', async () => {
    const { calls } = serveSettings({
      'PUT /api/feature_flags/MaintenanceMode': { body: { flags: { MaintenanceMode: false } } },
    });
    renderSettings('/settings');
    fireEvent.click(await screen.findByRole('switch', { name: 'Maintenance mode' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Turn on maintenance mode?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
