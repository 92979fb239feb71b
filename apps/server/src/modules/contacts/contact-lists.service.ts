import { LIST_MESSAGES, type ContactListInput, type ContactListPatch } from '@huddle/domain/contact-schemas';
import { mayDeleteContactList, mayEditContactList } from '@huddle/domain/policy/contact-lists';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { pageMeta } from '../../lib/pagination.ts';
import type { Actor } from '../auth/auth.service.ts';
import * as repo from './contact-lists.repository.ts';
import * as contacts from './contacts.repository.ts';

/**
 * Contact lists (spec guest-engagement §2, §3, §7, §8), behind the contact-lists flag: public lists are shared with
 * every organizer, private ones only with their owner; the owner or an admin changes them.
 */
export function createContactListsService(deps: { db: Db; enabled: (organizationId: number) => Promise<boolean> }) {
  const { db } = deps;
  async function visible(actor: Actor, id: number) {
    if (!(await deps.enabled(actor.organizationId))) throw notFound(LIST_MESSAGES.disabled);
    const row = await repo.findList(db, actor.organizationId, actor.userId, id);
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
    if ((await repo.countContacts(db, actor.organizationId, unique)) !== unique.length) {
      throw new AppError('validation', LIST_MESSAGES.unknownMembers, { employee_ids: [LIST_MESSAGES.unknownMembers] });
    }
    return unique;
  }

  async function loadOne(actor: Actor, id: number) {
    return (await repo.findList(db, actor.organizationId, actor.userId, id))!;
  }

  return {
    async list(actor: Actor, q: { page: number; perPage: number; search?: string | undefined }) {
      if (!(await deps.enabled(actor.organizationId))) throw notFound(LIST_MESSAGES.disabled);
      const { rows, total } = await repo.listLists(db, actor.organizationId, actor.userId, q);
      return {
        rows,
        meta: { ...pageMeta({ page: q.page, per_page: q.perPage }, total), current_page: q.page },
      };
    },

    async get(actor: Actor, id: number) {
      const row = await visible(actor, id);
      return { row, employeeIds: await repo.memberIds(db, actor.organizationId, id) };
    },

    async members(actor: Actor, id: number, q: { page: number; perPage: number; search?: string | undefined }) {
      await visible(actor, id);
      const { rows, total } = await contacts.listContacts(db, actor.organizationId, {
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
      if (!(await deps.enabled(actor.organizationId))) throw notFound(LIST_MESSAGES.disabled);
      const ids = await checkMembers(actor, input.employee_ids);
      const id = await db.transaction(async (tx) => {
        const listId = await repo.insertList(tx, {
          organizationId: actor.organizationId,
          name: input.name,
          isPublic: !input.is_private,
          ownerId: actor.userId,
        });
        await repo.addMembers(tx, actor.organizationId, listId, ids);
        return listId;
      });
      return { row: await loadOne(actor, id), message: LIST_MESSAGES.created(input.name) };
    },

    /** PATCH: only the fields sent change (the members only when employee_ids is sent). */
    async update(actor: Actor, id: number, patch: ContactListPatch) {
      const { list } = await editable(actor, id);
      const ids = patch.employee_ids && (await checkMembers(actor, patch.employee_ids));
      const name = patch.name ?? list.name;
      const isPublic = patch.is_private === undefined ? list.isPublic : !patch.is_private;
      await db.transaction(async (tx) => {
        await repo.updateList(tx, actor.organizationId, id, { name, isPublic });
        if (ids) await repo.replaceMembers(tx, actor.organizationId, id, ids);
      });
      // Read as its owner sees it: an admin who just made someone's list private can no longer open it, but gets
      // the saved list back (was a 500).
      const saved = await repo.findList(db, actor.organizationId, list.ownerId ?? actor.userId, id);
      return { row: saved!, message: LIST_MESSAGES.updated(name) };
    },

    /** A caller who may not change the list hears so (403/404) before their input is read. */
    assertEditable: async (actor: Actor, id: number) => void (await editable(actor, id)),

    async remove(actor: Actor, id: number) {
      const row = await editable(actor, id, mayDeleteContactList);
      await repo.deleteList(db, actor.organizationId, id);
      return { message: LIST_MESSAGES.deleted(row.list.name) };
    },
  };
}

export type ContactListsService = ReturnType<typeof createContactListsService>;
