import { LIST_MESSAGES, type ContactListInput, type ContactListPatch } from '@huddle/domain/contact-schemas';
import { mayDeleteContactList, mayEditContactList } from '@huddle/domain/policy/contact-lists';
import type { Tenancy } from '../../db/tenancy.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { pageMeta } from '../../lib/pagination.ts';
import type { Actor } from '../auth/actor.ts';
import * as contactListsRepository from './contact-lists.repository.ts';
import * as contactsRepository from './contacts.repository.ts';

/**
 * Contact lists (spec guest-engagement §2, §3, §7, §8), behind the contact-lists flag: public lists are shared with
 * every organizer, private ones only with their owner; the owner or an admin changes them.
 */
export function createContactListsService(deps: { bind: Tenancy['bind']; enabled: () => Promise<boolean> }) {
  const repo = deps.bind(contactListsRepository);
  const contacts = deps.bind(contactsRepository);
  async function visible(actor: Actor, id: number) {
    if (!(await deps.enabled())) throw notFound(LIST_MESSAGES.disabled);
    const row = await repo.findList(actor.userId, id);
    if (!row) throw notFound(LIST_MESSAGES.notFound);
    return row;
  }

  /** A list the actor may change as `may` says (its owner or an admin, policy/contact-lists): 404 if hidden, else 403. */
  async function editable(actor: Actor, id: number, may = mayEditContactList) {
    const row = await visible(actor, id);
    if (!may(actor, row.list)) throw new AppError('forbidden', LIST_MESSAGES.notOwner);
    return row;
  }

  async function checkMembers(actor: Actor, ids: number[]) {
    const unique = [...new Set(ids)];
    if ((await repo.countContacts(unique)) !== unique.length) {
      throw new AppError('validation', LIST_MESSAGES.unknownMembers, { employee_ids: [LIST_MESSAGES.unknownMembers] });
    }
    return unique;
  }

  async function loadOne(actor: Actor, id: number) {
    return (await repo.findList(actor.userId, id))!;
  }

  return {
    async list(actor: Actor, q: { page: number; perPage: number; search?: string | undefined }) {
      if (!(await deps.enabled())) throw notFound(LIST_MESSAGES.disabled);
      const { rows, total } = await repo.listLists(actor.userId, q);
      return {
        rows,
        meta: { ...pageMeta({ page: q.page, per_page: q.perPage }, total), current_page: q.page },
      };
    },

    async get(actor: Actor, id: number) {
      const row = await visible(actor, id);
      return { row, employeeIds: await repo.memberIds(id) };
    },

    async members(actor: Actor, id: number, q: { page: number; perPage: number; search?: string | undefined }) {
      await visible(actor, id);
      const { rows, total } = await contacts.listContacts({
        ...q,
        sort: { field: 'full_name', direction: 'asc' },
        filters: { officeIds: [], roles: [], listIds: [id] },
        filterType: 'all',
      });
      return {
        rows,
        meta: { ...pageMeta({ page: q.page, per_page: q.perPage }, total), current_page: q.page },
      };
    },

    async create(actor: Actor, input: ContactListInput) {
      if (!(await deps.enabled())) throw notFound(LIST_MESSAGES.disabled);
      const ids = await checkMembers(actor, input.employee_ids);
      const id = await repo.insertList({ name: input.name, isPublic: !input.is_private, ownerId: actor.userId });
      await repo.addMembers(id, ids);
      return { row: await loadOne(actor, id), message: LIST_MESSAGES.created(input.name) };
    },

    /** PATCH: only the fields sent change (the members only when employee_ids is sent). */
    async update(actor: Actor, id: number, patch: ContactListPatch) {
      const { list } = await editable(actor, id);
      const ids = patch.employee_ids && (await checkMembers(actor, patch.employee_ids));
      const name = patch.name ?? list.name;
      const isPublic = patch.is_private === undefined ? list.isPublic : !patch.is_private;
      await repo.updateList(id, { name, isPublic });
      if (ids) await repo.replaceMembers(id, ids);
      // Read as its owner sees it: an admin who just made someone's list private can no longer open it, but gets
      // the saved list back (was a 500).
      const saved = await repo.findList(list.ownerId ?? actor.userId, id);
      return { row: saved!, message: LIST_MESSAGES.updated(name) };
    },

    /** A caller who may not change the list hears so (403/404) before their input is read. */
    assertEditable: async (actor: Actor, id: number) => void (await editable(actor, id)),

    async remove(actor: Actor, id: number) {
      const row = await editable(actor, id, mayDeleteContactList);
      await repo.deleteList(id);
      return { message: LIST_MESSAGES.deleted(row.list.name) };
    },
  };
}

export type ContactListsService = ReturnType<typeof createContactListsService>;
