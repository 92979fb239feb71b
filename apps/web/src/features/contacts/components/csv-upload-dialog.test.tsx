import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTACT_UPLOAD_BATCH, CSV_MESSAGES, SAMPLE_CONTACT_CSV_NAME } from '@huddle/domain/contact-schemas';
import type { UploadBatch } from '../api/upload-contacts';
import { renderContacts, serveContacts } from '../test-fixtures';

const csvFile = (text: string, name = 'people.csv') => new File([text], name, { type: 'text/csv' });

const uploaded = (rejected = 0, list: { id: number; name: string } | null = null) => ({
  body: {
    employees: { created_count: 1, existing_count: 0, rejected_count: rejected },
    list,
    event: null,
    message: 'ok',
  },
});

async function openUpload(flags: Record<string, boolean> = {}, routes: Parameters<typeof serveContacts>[0] = {}) {
  const mock = serveContacts({ 'GET /api/lists': { body: { data: [], meta: { total_count: 0 } } }, ...routes }, flags);
  renderContacts();
  fireEvent.click(await screen.findByRole('button', { name: 'Upload contacts' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Upload contacts' }));
  const choose = (file: File) => fireEvent.change(dialog.getByLabelText('CSV file'), { target: { files: [file] } });
  const uploadButton = () => dialog.getByRole('button', { name: /^Upload/ }) as HTMLButtonElement;
  return { ...mock, dialog, choose, uploadButton };
}

const count = (dialog: ReturnType<typeof within>, label: string) =>
  within(dialog.getByRole('list', { name: 'Row counts' })).getByText(label).previousElementSibling?.textContent;

describe('CSV upload dialog', () => {
  it('previews the valid rows with the counts and the skipped warning, and links the sample', async () => {
    const { dialog, choose, uploadButton } = await openUpload();
    expect(dialog.getByRole('link', { name: 'Download the sample CSV' }).getAttribute('href')).toBe(
      `/${SAMPLE_CONTACT_CSV_NAME}`,
    );
    expect(uploadButton().disabled).toBe(true);
    choose(
      csvFile(
        [
          'E-mail address,First Name,Last Name,Role',
          'grace@acme.test,Grace,Hopper,organizer',
          'not-an-email,No,Email,',
          ',,,',
          'GRACE@acme.test,Grace,Again,',
          'alan@acme.test,Alan,Turing,',
        ].join('\n'),
      ),
    );
    expect(await dialog.findByText('people.csv')).toBeTruthy();
    await waitFor(() => expect(count(dialog, 'Contacts to upload')).toBe('2'));
    expect(count(dialog, 'Invalid rows')).toBe('1');
    expect(count(dialog, 'Duplicates removed')).toBe('1');
    expect(dialog.getByText(CSV_MESSAGES.skipped(1))).toBeTruthy();
    const table = within(dialog.getByRole('table', { name: 'Contacts preview' }));
    expect(table.getByText('grace@acme.test')).toBeTruthy();
    expect(table.getByText('Organizer')).toBeTruthy();
    expect(table.getByText('alan@acme.test')).toBeTruthy();
    expect(uploadButton().disabled).toBe(false);
    // Without the contact-lists flag there is no list to save into.
    expect(dialog.queryByRole('switch', { name: 'Save to a contact list' })).toBeNull();
  });

  it('refuses a file that is not a contacts CSV', async () => {
    const { dialog, choose, uploadButton } = await openUpload();
    choose(csvFile('email\nada@acme.test\n'));
    await waitFor(() => expect(uploadButton().disabled).toBe(false));
    choose(csvFile('name,office\nGrace,London\n', 'offices.csv'));
    expect(await dialog.findByText(CSV_MESSAGES.invalidFile)).toBeTruthy();
    expect(dialog.queryByRole('table', { name: 'Contacts preview' })).toBeNull();
    expect(uploadButton().disabled).toBe(true);
  });

  it('keeps Upload disabled when no row is valid', async () => {
    const { dialog, choose, uploadButton } = await openUpload();
    choose(csvFile('email,first_name\nnope,Ada\n'));
    expect(await dialog.findByText(CSV_MESSAGES.noValidRows)).toBeTruthy();
    expect(uploadButton().disabled).toBe(true);
  });

  it('uploads a small file in one request and says so', async () => {
    const { choose, uploadButton, calls } = await openUpload({}, { 'POST /api/employees/upload': uploaded() });
    choose(csvFile('email,first_name,last_name\nada@acme.test,Ada,Lovelace\n'));
    await waitFor(() => expect(uploadButton().disabled).toBe(false));
    fireEvent.click(uploadButton());
    expect(await screen.findByText(CSV_MESSAGES.saved(false))).toBeTruthy();
    const posts = calls.filter((call) => call.path === '/api/employees/upload');
    expect(posts.map((call) => call.body)).toEqual([
      { employees: [{ email: 'ada@acme.test', first_name: 'Ada', last_name: 'Lovelace' }], save_as_segment: false },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload contacts' })).toBeNull());
  });

  it('needs a list name to save into a list', async () => {
    const { dialog, choose, uploadButton, calls } = await openUpload({ 'contact-lists': true });
    choose(csvFile('email\nada@acme.test\n'));
    await waitFor(() => expect(uploadButton().disabled).toBe(false));
    fireEvent.click(dialog.getByRole('switch', { name: 'Save to a contact list' }));
    fireEvent.click(uploadButton());
    expect(await dialog.findByText(CSV_MESSAGES.listNameRequired)).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/employees/upload')).toBe(false);
  });

  it('sends a large file in batches with a progress bar; later batches add to the new list', async () => {
    const rows = CONTACT_UPLOAD_BATCH + 1_000;
    const { dialog, choose, uploadButton, calls, fetchMock } = await openUpload(
      { 'contact-lists': true },
      {
        'POST /api/employees/upload': ({ body }) =>
          (body as UploadBatch).list_id
            ? uploaded(3, { id: 55, name: 'Spring' })
            : uploaded(2, { id: 55, name: 'Spring' }),
      },
    );
    // The second batch waits until the test has seen the progress after the first.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (typeof init?.body === 'string' && init.body.includes('"list_id"')) await gate;
      return answer(input, init);
    });
    const lines = ['email,first_name,last_name'];
    for (let i = 0; i < rows; i++) lines.push(`person${i}@acme.test,Person,${i}`);
    choose(csvFile(lines.join('\n')));
    await waitFor(() => expect(count(dialog, 'Contacts to upload')).toBe('6,000'));
    expect(dialog.getByText('Preview: the first 50 of 6,000 contacts')).toBeTruthy();
    expect(within(dialog.getByRole('table', { name: 'Contacts preview' })).getAllByRole('row')).toHaveLength(51);

    fireEvent.click(dialog.getByRole('switch', { name: 'Save to a contact list' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'List name' }), { target: { value: ' Spring ' } });
    fireEvent.click(uploadButton());

    expect(await dialog.findByText('Uploading 5,000 of 6,000')).toBeTruthy();
    const bar = dialog.getByRole('progressbar', { name: 'Uploading contacts' });
    expect(bar.getAttribute('aria-valuenow')).toBe(String(Math.round((5_000 / 6_000) * 100)));
    release();

    expect(await screen.findByText(CSV_MESSAGES.saved(true))).toBeTruthy();
    expect(await screen.findByText(CSV_MESSAGES.rejected(5))).toBeTruthy();
    const batches = calls
      .filter((call) => call.path === '/api/employees/upload')
      .map((call) => call.body as UploadBatch);
    expect(batches).toHaveLength(2);
    expect(batches[0]).toMatchObject({ save_as_segment: true, segment_name: 'Spring' });
    expect(batches[0]!.list_id).toBeUndefined();
    expect(batches[0]!.employees).toHaveLength(CONTACT_UPLOAD_BATCH);
    expect(batches[1]).toMatchObject({ save_as_segment: true, list_id: 55 });
    expect(batches[1]!.segment_name).toBeUndefined();
    expect(batches[1]!.employees).toHaveLength(1_000);
    expect(batches[1]!.employees[0]).toEqual({
      email: 'person5000@acme.test',
      first_name: 'Person',
      last_name: '5000',
    });
  });

  it('says when the upload failed and keeps the dialog open', async () => {
    const { dialog, choose, uploadButton } = await openUpload(
      {},
      { 'POST /api/employees/upload': { status: 500, body: { error: 'boom' } } },
    );
    choose(csvFile('email\nada@acme.test\n'));
    await waitFor(() => expect(uploadButton().disabled).toBe(false));
    fireEvent.click(uploadButton());
    expect(await dialog.findByText(CSV_MESSAGES.uploadFailed)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Upload contacts' })).toBeTruthy();
  });
});
