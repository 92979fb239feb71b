import type { ContactUploadResponse } from '@huddle/domain/contracts/contacts';
import type { Actor } from '../auth/actor.ts';

/** What other modules use of contacts (docs/architecture.md, "Ports"): the invitations upload saves its people. */
export interface ContactsPort {
  /** One batch of an upload; with save_as_segment the batch starts a new list, later ones name it with list_id. */
  upload(
    actor: Actor,
    input: {
      employees: unknown[];
      save_as_segment: boolean;
      segment_name?: string | undefined;
      list_id?: number | undefined;
    },
  ): Promise<ContactUploadResponse>;
}
