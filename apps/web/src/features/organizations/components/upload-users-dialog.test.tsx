import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER_ADMIN_MESSAGES } from '@huddle/domain/user-admin-schemas';
import type { EmployeeCsvResult } from '../api/upload-employees';
import { renderSettings, serveSettings } from '../routes/settings-test-helpers';

const preview: EmployeeCsvResult = {
  dry_run: true,
  columns: ['email', 'first_name', 'last_name', 'role'],
  ignored_columns: ['Favourite colour'],
  total_rows: 4,
  valid_count: 2,
  invalid_count: 1,
  duplicate_count: 1,
  created_count: 0,
  updated_count: 0,
  rows: [
    {
      line: 2,
      email: 'grace@acme.test',
      first_name: 'Grace',
      last_name: 'Hopper',
      status: 'active',
      role: 'organizer',
      office: 'London',
      birthday: null,
      start_date: null,
      ethnicity: null,
      gender: null,
      exists: false,
    },
    {
      line: 3,
      email: 'ada@acme.test',
      first_name: 'Ada',
      last_name: 'Lovelace',
      status: 'deactivated',
      role: 'user',
      office: null,
      birthday: null,
      start_date: null,
      ethnicity: null,
      gender: null,
      exists: true,
    },
  ],
  invalid: [{ line: 4, email: 'nope', errors: ['You must enter a valid email address'] }],
};

const csv = () => new File(['email,first_name\ngrace@acme.test,Grace\n'], 'people.csv', { type: 'text/csv' });

async function openUploadDialog() {
  renderSettings('/settings/users');
  fireEvent.click(await screen.findByRole('button', { name: 'Upload users' }));
  return within(await screen.findByRole('dialog', { name: 'Upload users' }));
}

describe('upload users dialog', () => {
  it('previews the CSV with a dry run, then uploads it', async () => {
    const { calls, fetchMock } = serveSettings({
      'POST /api/organizations/upload_employees': ({ body }) => {
        const dryRun = (body as FormData).get('dry_run') === 'true';
        return {
          body: dryRun
            ? preview
            : {
                ...preview,
                dry_run: false,
                created_count: 1,
                updated_count: 1,
                message: USER_ADMIN_MESSAGES.csvUploaded,
              },
        };
      },
    });
    // The real upload waits until the test has seen its progress indicator.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.body instanceof FormData && init.body.get('dry_run') === 'false') await gate;
      return answer(input, init);
    });
    const dialog = await openUploadDialog();
    fireEvent.change(dialog.getByLabelText('CSV file'), { target: { files: [csv()] } });

    expect(await dialog.findByText('people.csv')).toBeTruthy();
    const first = calls.find((call) => call.path === '/api/organizations/upload_employees')?.body as FormData;
    expect(first.get('dry_run')).toBe('true');
    expect((first.get('file') as File).name).toBe('people.csv');

    const counts = within(dialog.getByRole('list', { name: 'Row counts' }));
    expect(counts.getByText('Valid rows').previousElementSibling?.textContent).toBe('2');
    expect(counts.getByText('Invalid rows').previousElementSibling?.textContent).toBe('1');
    expect(counts.getByText('Duplicates').previousElementSibling?.textContent).toBe('1');
    expect(dialog.getByText('first_name')).toBeTruthy();
    expect(dialog.getByText('Favourite colour')).toBeTruthy();
    const valid = within(dialog.getByRole('table', { name: 'Valid rows' }));
    expect(valid.getByText('grace@acme.test')).toBeTruthy();
    expect(valid.getByText('Update')).toBeTruthy();
    const invalid = within(dialog.getByRole('table', { name: 'Invalid rows' }));
    expect(invalid.getByText('4')).toBeTruthy();
    expect(invalid.getByText('You must enter a valid email address')).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Upload 2 users' }));
    expect(await dialog.findByRole('progressbar', { name: 'Uploading users' })).toBeTruthy();
    release();
    expect(await screen.findAllByText(USER_ADMIN_MESSAGES.csvUploaded, { exact: false })).not.toHaveLength(0);
    expect(await dialog.findByText(/1 user created, 1 user updated, 1 row skipped/)).toBeTruthy();
    const uploads = calls.filter((call) => call.path === '/api/organizations/upload_employees');
    expect((uploads[1]?.body as FormData).get('dry_run')).toBe('false');

    fireEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload users' })).toBeNull());
  });

  it('shows why a file was refused', async () => {
    serveSettings({
      'POST /api/organizations/upload_employees': {
        status: 422,
        body: { error: USER_ADMIN_MESSAGES.csvNoEmailColumn },
      },
    });
    const dialog = await openUploadDialog();
    fireEvent.change(dialog.getByLabelText('CSV file'), { target: { files: [csv()] } });
    expect(await dialog.findByText(USER_ADMIN_MESSAGES.csvNoEmailColumn)).toBeTruthy();
    expect(dialog.queryByRole('button', { name: /^Upload \d/ })).toBeNull();
  });
});
