import {
  CONTACT_MESSAGES,
  CSV_MESSAGES,
  LIST_MESSAGES,
  uploadedContactSchema,
  type ContactInput,
  type ContactPatch,
  type UploadedContact,
} from '@huddle/domain/contact-schemas';
import { DEFAULT_TIMEZONE } from '@huddle/domain/constants';
import { mayEditContactList } from '@huddle/domain/policy/contact-lists';
import {
  contactDeletion,
  contactEmailChange,
  mayAssignRolesOnUpload,
  mayDeleteContact,
} from '@huddle/domain/policy/contacts';
import type { Tenancy } from '../../db/tenancy.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { pageMeta } from '../../lib/pagination.ts';
import type { Actor } from '../auth/actor.ts';
import * as contactListsRepository from './contact-lists.repository.ts';
import { contactFullName } from './contacts.presenter.ts';
import * as contactsRepository from './contacts.repository.ts';
import type { Implements } from '../../lib/port.ts';
import type { ContactsPort, ContactUpload } from './contacts.port.ts';

const fieldError = (field: string, message: string) => new AppError('validation', message, { [field]: [message] });

/**
 * Contacts (spec guest-engagement §2, §5, §7): the organization's employees as organizers see them. People who have
 * signed up keep their email and account here; only an admin deactivates them (ADR 7).
 */
export function createContactsService(deps: { bind: Tenancy['bind']; contactListsOn: () => Promise<boolean> }) {
  const repo = deps.bind(contactsRepository);
  const lists = deps.bind(contactListsRepository);

  async function checkOffice(officeId: number | null | undefined) {
    if (officeId && !(await repo.officeOwned(officeId))) {
      throw fieldError('office_id', CONTACT_MESSAGES.officeNotFound);
    }
  }

  async function checkEmailFree(email: string, exceptId?: number) {
    const owner = await repo.emailOwner(email);
    if (owner !== null && owner !== exceptId) throw fieldError('email', CONTACT_MESSAGES.emailTaken);
  }

  async function found(actor: Actor, id: number) {
    const row = await repo.findContact(id);
    if (!row) throw notFound(CONTACT_MESSAGES.notFound);
    return row;
  }

  return {
    async list(actor: Actor, q: contactsRepository.ContactQuery) {
      const visibleListIds = q.filters.listIds.length ? await lists.visibleListIds(actor.userId) : undefined;
      const { rows, total } = await repo.listContacts({ ...q, visibleListIds });
      return {
        rows,
        meta: { ...pageMeta({ page: q.page, per_page: q.perPage }, total), current_page: q.page },
      };
    },

    async get(actor: Actor, id: number) {
      return found(actor, id);
    },

    async create(actor: Actor, input: ContactInput) {
      await checkOffice(input.office_id);
      await checkEmailFree(input.email);
      const id = await repo
        .insertContact({
          email: input.email,
          firstName: input.first_name,
          lastName: input.last_name,
          officeId: input.office_id ?? null,
          timezone: DEFAULT_TIMEZONE,
          // A contact is not an account (ADR 7, issue 31): it can become one only as the sign-up rules allow.
          contactOnly: true,
        })
        .catch((error: unknown) => {
          // Two creates of one email at once: the unique index decides, and the loser hears why.
          if (isUniqueViolation(error)) throw fieldError('email', CONTACT_MESSAGES.emailTaken);
          throw error;
        });
      return (await repo.findContact(id))!;
    },

    /** PATCH: only the fields sent change. */
    async update(actor: Actor, id: number, patch: ContactPatch) {
      const row = await found(actor, id);
      const input = {
        email: patch.email ?? row.email.toLowerCase(),
        first_name: patch.first_name ?? row.firstName,
        last_name: patch.last_name ?? row.lastName,
        office_id: patch.office_id,
      };
      await checkOffice(input.office_id);
      if (input.email !== row.email.toLowerCase()) {
        // The row is what signing up with that email claims: changing its address hands the account (and an
        // imported role) to whoever owns the new one. So accounts keep theirs, and only admins move the others'
        // unless they are plain users.
        const change = contactEmailChange(actor, row);
        if (change === 'has_account') throw fieldError('email', CONTACT_MESSAGES.accountEmailLocked);
        if (change === 'role_locked') throw fieldError('email', CONTACT_MESSAGES.roleEmailLocked);
        await checkEmailFree(input.email, id);
      }
      await repo.updateContact(id, {
        email: row.hasAccount ? row.email : input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        ...(input.office_id !== undefined && { officeId: input.office_id }),
      });
      return (await repo.findContact(id))!;
    },

    async remove(actor: Actor, id: number) {
      const row = await found(actor, id);
      const name = contactFullName(row);
      switch (contactDeletion(actor, row)) {
        case 'self':
          throw new AppError('conflict', CONTACT_MESSAGES.cannotDeleteSelf);
        case 'has_account':
          throw new AppError('conflict', CONTACT_MESSAGES.hasAccount(name));
        case 'leads':
          // Deleting would silently take them off the events they host and the groups they lead.
          throw new AppError('conflict', CONTACT_MESSAGES.hostsOrLeads(name));
      }
      await repo.deleteContacts([id]);
      return { message: CONTACT_MESSAGES.deleted };
    },

    /** Deletes the contacts without an account who host and lead nothing; the others are answered as skipped. */
    async removeMany(actor: Actor, ids: number[]) {
      const rows = await repo.findContacts([...new Set(ids)]);
      const keep = rows.filter((r) => !mayDeleteContact(actor, r));
      const deletable = rows.filter((r) => !keep.includes(r)).map((r) => r.id);
      const deleted = await repo.deleteContacts(deletable);
      return {
        deleted_count: deleted,
        skipped: keep.map((r) => ({ id: r.id, full_name: contactFullName(r) })),
        message: CONTACT_MESSAGES.manyDeleted(deleted),
      };
    },

    /**
     * One batch of an upload (at most CONTACT_UPLOAD_BATCH rows, checked again here). With save_as_segment the batch
     * starts a new list; later batches name it with list_id. All of a batch is written or nothing.
     */
    async upload(actor: Actor, input: ContactUpload) {
      const valid = new Map<string, UploadedContact>();
      let rejected = 0;
      for (const raw of input.employees) {
        const parsed = uploadedContactSchema.safeParse(raw);
        if (parsed.success) valid.set(parsed.data.email, parsed.data);
        else rejected++;
      }
      const wantsList = input.save_as_segment || input.list_id !== undefined;
      if (wantsList && !(await deps.contactListsOn())) {
        throw new AppError('not_found', LIST_MESSAGES.disabled);
      }
      let listId = input.list_id ?? null;
      let listName: string | null = null;
      if (listId !== null) {
        const list = await lists.findList(actor.userId, listId);
        if (!list) throw notFound(LIST_MESSAGES.notFound);
        if (!mayEditContactList(actor, list.list)) {
          throw new AppError('forbidden', LIST_MESSAGES.notOwner);
        }
        listName = list.list.name;
      }
      if (input.save_as_segment && listId === null && valid.size === 0) {
        throw new AppError('validation', CSV_MESSAGES.noValidRows);
      }
      const rows = [...valid.values()].map((r) => ({
        email: r.email,
        firstName: r.first_name,
        lastName: r.last_name,
        // Only an admin's file may make new people organizers or admins.
        role: mayAssignRolesOnUpload(actor) ? (r.role ?? 'user') : 'user',
      }));
      const result = await repo.upsertContacts(rows, DEFAULT_TIMEZONE);
      if (input.save_as_segment && listId === null) {
        listId = await lists.insertList({ name: input.segment_name!, isPublic: true, ownerId: actor.userId });
      }
      if (listId !== null) await lists.addMembers(listId, result.ids);
      return {
        employees: {
          created_count: result.created,
          existing_count: result.ids.length - result.created,
          // Emails of deactivated people are neither created nor reactivated here.
          rejected_count: rejected + rows.length - result.ids.length,
          // The people of this file, new or known: the composer's "Upload contacts" selects them.
          ids: result.ids,
        },
        list: listId !== null ? { id: listId, name: listName ?? input.segment_name! } : null,
        event: null,
        message: CSV_MESSAGES.saved(listId !== null),
      };
    },
  };
}

export type ContactsService = Implements<ContactsPort, ReturnType<typeof createContactsService>>;
