import { CONTACT_UPLOAD_BATCH, type PreparedContacts, type UploadedContact } from '@huddle/domain/contact-schemas';
import { api } from '../../../lib/api-client';
import { fetchRecipientSelections, type RecipientOption } from '../api/get-recipient-options';

/** POST /api/employees/upload answers counts and the ids of the file's people, which the composer selects. */
export interface UploadAnswer {
  employees: { created_count: number; existing_count: number; rejected_count: number; ids: number[] };
  message?: string;
}

/** The selections call takes ids in its query string; keep each request's URL short. */
const SELECTIONS_CHUNK = 100;

/** Reads a chosen CSV with the contacts page's rules; the parser loads only once a file is chosen. */
export async function readContactsCsv(file: File): Promise<PreparedContacts | null> {
  const { readContactCsv } = await import('../../../lib/read-contact-csv');
  return readContactCsv(file);
}

export interface UploadOutcome {
  /** The uploaded people as recipient rows, ready to be selected. */
  options: RecipientOption[];
  rejected: number;
}

/** Uploads the rows (in batches), then reads them back as contact options of this event. */
export async function uploadContacts(eventId: number, contacts: UploadedContact[]): Promise<UploadOutcome> {
  const ids: number[] = [];
  let rejected = 0;
  for (let start = 0; start < contacts.length; start += CONTACT_UPLOAD_BATCH) {
    // Email and names only: roles are set on the contacts page, not while inviting.
    const batch = contacts
      .slice(start, start + CONTACT_UPLOAD_BATCH)
      .map(({ email, first_name, last_name }) => ({ email, first_name, last_name }));
    const answer = await api.post<UploadAnswer>('/api/employees/upload', { employees: batch, save_as_segment: false });
    ids.push(...answer.employees.ids);
    rejected += answer.employees.rejected_count;
  }
  const options: RecipientOption[] = [];
  for (let start = 0; start < ids.length; start += SELECTIONS_CHUNK) {
    options.push(...(await fetchRecipientSelections('contact', eventId, ids.slice(start, start + SELECTIONS_CHUNK))));
  }
  return { options, rejected };
}
