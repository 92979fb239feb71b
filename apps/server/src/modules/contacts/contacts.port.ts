import type { ContactUploadResponse } from '@huddle/domain/contracts/contacts';
import type { Actor } from '../auth/actor.ts';

/** One batch of an upload: with save_as_segment it starts a new list, later batches name it with list_id. */
export interface ContactUpload {
  employees: unknown[];
  save_as_segment: boolean;
  segment_name?: string | undefined;
  list_id?: number | undefined;
}

/** What other modules use of contacts (docs/architecture.md, "Ports"): the invitations upload saves its people. */
export interface ContactsPort {
  upload(actor: Actor, input: ContactUpload): Promise<ContactUploadResponse>;
}
