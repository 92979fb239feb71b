import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OFFICE_MESSAGES } from '@huddle/domain/office-schemas';
import { makeOffice, paged, renderSettings, requestedUrls, serveSettings } from '../routes/settings-test-helpers';

describe('offices tab', () => {
  it('lists offices with their counts and actions', async () => {
    serveSettings({ 'GET /api/offices': { body: paged([makeOffice(3, 'London', { users_count: 12 })], 1) } });
    renderSettings('/settings/offices');
    const grid = within(await screen.findByRole('grid', { name: 'Offices' }));
    expect(await grid.findByText('London')).toBeTruthy();
    expect(grid.getByText('12')).toBeTruthy();
    expect(grid.getByRole('columnheader', { name: 'Groups' })).toBeTruthy();
    expect(grid.getByRole('button', { name: 'Edit London' })).toBeTruthy();
  });

  it('shows the empty state', async () => {
    serveSettings();
    renderSettings('/settings/offices');
    expect(await screen.findByText('No offices yet')).toBeTruthy();
  });

  it('searches on the server after typing pauses, from the first page', async () => {
    const { fetchMock } = serveSettings();
    renderSettings('/settings/offices');
    await screen.findByText('No offices yet');
    expect(requestedUrls(fetchMock)).toContain('/api/offices?page=1&per_page=10');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search offices' }), { target: { value: 'Lon' } });
    expect(requestedUrls(fetchMock)).not.toContain('/api/offices?search=Lon&page=1&per_page=10');
    await waitFor(() => expect(requestedUrls(fetchMock)).toContain('/api/offices?search=Lon&page=1&per_page=10'));
    expect(await screen.findByText('No offices match your search')).toBeTruthy();
  });

  it('creates an office: the button waits for a non-blank name', async () => {
    const { calls } = serveSettings({
      'POST /api/offices': { status: 201, body: { office: makeOffice(9, 'Berlin') } },
    });
    renderSettings('/settings/offices');
    fireEvent.click(await screen.findByRole('button', { name: 'New office' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New office' }));
    const create = dialog.getByRole('button', { name: 'Create office' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    const name = dialog.getByLabelText(/^Office name/, { selector: 'input' });
    fireEvent.change(name, { target: { value: '   ' } });
    expect(create.disabled).toBe(true);
    fireEvent.change(name, { target: { value: '  Berlin ' } });
    expect(create.disabled).toBe(false);
    fireEvent.click(create);

    expect(await screen.findByText(OFFICE_MESSAGES.created)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ office: { name: 'Berlin' } });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New office' })).toBeNull());
  });

  it('renames an office', async () => {
    const { calls } = serveSettings({
      'GET /api/offices': { body: paged([makeOffice(3, 'London')]) },
      'PATCH /api/offices/3': { body: { office: makeOffice(3, 'London HQ') } },
    });
    renderSettings('/settings/offices');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit London' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit office' }));
    fireEvent.change(dialog.getByLabelText(/^Office name/, { selector: 'input' }), { target: { value: 'London HQ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(OFFICE_MESSAGES.updated)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ office: { name: 'London HQ' } });
  });

  it('deletes an office only after confirming, and says when it failed', async () => {
    let fail = false;
    const { calls } = serveSettings({
      'GET /api/offices': { body: paged([makeOffice(3, 'London')]) },
      'DELETE /api/offices/3': () => (fail ? { status: 500, body: { error: 'boom' } } : { status: 204 }),
    });
    renderSettings('/settings/offices');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete London' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Delete office?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete London' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Delete office?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete office' }));
    expect(await screen.findByText(OFFICE_MESSAGES.deleted)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);

    fail = true;
    fireEvent.click(await screen.findByRole('button', { name: 'Delete London' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Delete office?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete office' }));
    expect(await screen.findByText(OFFICE_MESSAGES.failed)).toBeTruthy();
  });
});
