import type { UploadedContact } from '@huddle/domain/contact-schemas';
import type { ContactUploadResponse } from '@huddle/domain/contracts/contacts';
import { api } from '../../../lib/api-client';

export interface UploadBatch {
  employees: UploadedContact[];
  save_as_segment: boolean;
  /** The new list's name, on the first batch. */
  segment_name?: string;
  /** The list the first batch created, on the later ones. */
  list_id?: number;
}

export type UploadAnswer = ContactUploadResponse;

/** POST /api/employees/upload: one batch of at most CONTACT_UPLOAD_BATCH rows (use-batch-upload sends them all). */
export function uploadContactBatch(batch: UploadBatch): Promise<UploadAnswer> {
  return api.post<UploadAnswer>('/api/employees/upload', batch);
}
