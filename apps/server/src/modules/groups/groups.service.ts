import { GROUP_MESSAGES, type GroupInput } from '@huddle/domain/group-schemas';
import {
  abilitiesOfGroup,
  mayDeleteGroup,
  mayEditGroup,
  mayManageGroupMembers,
  mayViewEveryGroup,
  mayViewGroup,
  type GroupFacts,
} from '@huddle/domain/policy/groups';
import type { Tenancy } from '../../db/tenancy.ts';
import type { DomainEventCatalog } from '../../domain-events/catalog.ts';
import type { DomainEventPublisher } from '../../domain-events/publisher.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { normalizeImage } from '../../lib/images.ts';
import { pageMeta, type PageQuery } from '../../lib/pagination.ts';
import { richTextFrom } from '../../lib/sanitize.ts';
import type { Actor } from '../auth/actor.ts';
import type { GroupAccess, LoadedGroup, LoadedGroupDetail } from './groups.presenter.ts';
import * as groupMembersRepository from './group-members.repository.ts';
import * as groupsRepository from './groups.repository.ts';
import type { Implements } from '../../lib/port.ts';
import type { GroupsPort } from './groups.port.ts';
import type { SlackPort } from '../integrations/integrations.port.ts';
import { SLACK_MESSAGES } from '@huddle/domain/slack-schemas';

export interface CoverChange {
  /** A new image, the key of an image already stored, or null to remove the cover. */
  image?: Buffer | undefined;
  key?: string | undefined;
  removed?: boolean | undefined;
}

const invalid = (field: string, message: string) => new AppError('validation', message, { [field]: [message] });

const factsOf = (view: groupsRepository.GroupView): GroupFacts => ({
  private: view.group.private,
  canOrganizersEdit: view.group.canOrganizersEdit,
  membership: view.viewerRole,
});

/** The actor's membership and abilities (policy/groups), as guards and records read them. */
function accessOf(actor: Actor, view: groupsRepository.GroupView): GroupAccess {
  const facts = factsOf(view);
  return {
    facts,
    isMember: view.viewerRole !== null,
    isGroupAdmin: view.viewerRole === 'admin',
    abilities: abilitiesOfGroup(actor, facts),
  };
}

export function createGroupsService(deps: {
  bind: Tenancy['bind'];
  storage: Storage;
  clock: Clock;
  domainEvents: DomainEventPublisher;
  /** Slack's channels (ADR 33): a group may follow one. */
  slack: Pick<SlackPort, 'syncChannelToGroup' | 'channelOfGroup' | 'channelMemberUserIds'>;
}) {
  const repo = deps.bind(groupsRepository);
  const people = deps.bind(groupMembersRepository);

  /** Spec platform §2.8: a group with a synced Slack channel has its members managed by the channel. */
  function byHand(view: groupsRepository.GroupView) {
    if (view.syncedChannel) throw new AppError('validation', SLACK_MESSAGES.membersManagedByChannel);
  }

  /** The group as this actor sees it; another organization's or an archived group is 404. */
  async function load(actor: Actor, id: number) {
    const view = await repo.findGroup(id, actor.userId);
    if (!view) throw notFound(GROUP_MESSAGES.notFound);
    return { view, access: accessOf(actor, view) };
  }

  /** A group the actor may see: a private group is hidden (404) from all but its members and org admins. */
  async function visible(actor: Actor, id: number) {
    const found = await load(actor, id);
    if (!mayViewGroup(actor, found.access.facts)) throw notFound(GROUP_MESSAGES.notFound);
    return found;
  }

  /** A group the actor may change as `may` says (its editors, policy/groups): 404 if hidden, else 403. */
  async function editable(actor: Actor, id: number, may = mayEditGroup) {
    const found = await visible(actor, id);
    if (!may(actor, found.access.facts)) throw new AppError('forbidden', 'Only group editors can change this group.');
    return found;
  }

  /** The group after a change the actor just made: shown even if the change hid it from them (leaving a private group). */
  async function detail(
    actor: Actor,
    id: number,
    found?: Awaited<ReturnType<typeof load>>,
  ): Promise<LoadedGroupDetail> {
    const { view, access } = found ?? (await load(actor, id));
    // In turn: the scope's transaction is one connection.
    const offices = await repo.officesOf([id]);
    const admins = await people.adminsOf(id);
    const members = await people.memberIdsOf(id);
    return {
      view,
      offices: offices.map(({ id: officeId, name }) => ({ id: officeId, name })),
      access,
      admins,
      members,
    };
  }

  async function checkReferences(input: GroupInput) {
    const admins = [...new Set(input.group_admin_ids)];
    if (!(await repo.activeUsersExist(admins))) {
      throw invalid('group_admin_ids', GROUP_MESSAGES.memberNotFound);
    }
    const offices = [...new Set(input.office_ids)];
    if (!(await repo.officesExist(offices))) {
      throw invalid('office_ids', GROUP_MESSAGES.officeNotFound);
    }
    if (input.group_type_id && !(await repo.groupTypeExists(input.group_type_id))) {
      throw invalid('group_type_id', GROUP_MESSAGES.groupTypeNotFound);
    }
    return { admins, offices };
  }

  /** The cover is checked and re-encoded (16:9) before anything is written; a key may only name the current cover. */
  async function coverKey(cover: CoverChange, currentKey: string | null): Promise<string | null | undefined> {
    if (cover.image) {
      const image = await normalizeImage(cover.image, { width: 1200, height: 675, fit: 'cover' }, 'cover_image');
      return deps.storage.put('covers', 'webp', image);
    }
    if (cover.removed) return null;
    if (cover.key && cover.key !== currentKey) throw invalid('cover_image', GROUP_MESSAGES.imageInvalid);
    return undefined;
  }

  function fields(input: GroupInput) {
    return {
      name: input.name,
      description: input.description,
      safeDescription: richTextFrom(input.description),
      externalLink: input.external_link,
      groupTypeId: input.group_type_id,
      private: input.private,
      canOrganizersEdit: input.can_organizers_edit,
    };
  }

  async function writeMembership(groupId: number, refs: { admins: number[]; offices: number[] }) {
    await repo.replaceOffices(groupId, refs.offices);
    await people.replaceAdmins(groupId, refs.admins);
  }

  return {
    async list(actor: Actor, filters: groupsRepository.GroupFilters): Promise<LoadedGroup[]> {
      const rows = await repo.listGroups({ id: actor.userId, isAdmin: mayViewEveryGroup(actor) }, filters);
      return rows.map(({ offices, ...view }) => ({ view, offices, access: accessOf(actor, view) }));
    },

    get: async (actor: Actor, id: number) => detail(actor, id, await visible(actor, id)),

    /** Those of `ids` the actor may see: what another module may show or link of groups (budgets). */
    visibleIds: (actor: Actor, ids: number[]) =>
      repo.visibleGroupIds({ id: actor.userId, isAdmin: mayViewEveryGroup(actor) }, ids),

    /** A caller who may not change the group hears so (403/404) before their input is read. */
    assertEditable: async (actor: Actor, id: number) => void (await editable(actor, id)),

    async create(actor: Actor, input: GroupInput, cover: CoverChange) {
      const refs = await checkReferences(input);
      const key = await coverKey(cover, null);
      const id = await repo.insertGroup({
        ...fields(input),
        coverImageKey: key ?? null,
        organizerId: actor.userId,
      });
      await writeMembership(id, refs);
      // The channel's members follow (a full sync, slack.channel_members_changed); the port refuses a channel that
      // is not selected, another organization's or one that another group follows.
      if (input.slack_channel_id) await deps.slack.syncChannelToGroup(id, input.slack_channel_id);
      return detail(actor, id);
    },

    async update(actor: Actor, id: number, input: GroupInput, cover: CoverChange) {
      const { view } = await editable(actor, id);
      const refs = await checkReferences(input);
      const key = await coverKey(cover, view.group.coverImageKey);
      await repo.updateGroup(id, {
        ...fields(input),
        ...(key !== undefined && { coverImageKey: key }),
      });
      await writeMembership(id, refs);
      const old = view.group.coverImageKey;
      if (key !== undefined && old && old !== key) await deps.storage.remove(old);
      return detail(actor, id);
    },

    /** The saved group as the create/update input, so PATCH can merge a few fields into it. */
    async currentInput(actor: Actor, id: number): Promise<Record<string, unknown>> {
      const { view, offices, admins } = await detail(actor, id, await editable(actor, id));
      const group = view.group;
      return {
        name: group.name,
        description: group.description,
        external_link: group.externalLink ?? '',
        group_type_id: group.groupTypeId,
        private: group.private,
        can_organizers_edit: group.canOrganizersEdit,
        group_admin_ids: admins.map((a) => a.id),
        office_ids: offices.map((o) => o.id),
      };
    },

    async archive(actor: Actor, id: number) {
      const { view } = await editable(actor, id, mayDeleteGroup);
      await repo.updateGroup(id, { archivedAt: deps.clock.now() });
      // Its Slack channel is free for another group (ADR 33: a channel follows one group).
      if (view.syncedChannel) await deps.slack.syncChannelToGroup(id, null);
    },

    async join(actor: Actor, id: number) {
      const { view, access } = await visible(actor, id);
      byHand(view);
      if (access.isMember) throw new AppError('validation', GROUP_MESSAGES.alreadyMember);
      await people.addMembers(id, [actor.userId]);
      await membersChanged(actor, id, { added: [actor.userId] });
      return detail(actor, id);
    },

    async leave(actor: Actor, id: number) {
      const { view, access } = await visible(actor, id);
      byHand(view);
      if (!access.isMember) throw new AppError('validation', GROUP_MESSAGES.notMember);
      await removeKeepingAnAdmin(id, [actor.userId]);
      await membersChanged(actor, id, { removed: [actor.userId] });
      return detail(actor, id);
    },

    async members(actor: Actor, id: number, query: PageQuery & { search?: string | undefined }) {
      await visible(actor, id);
      const { rows, total } = await people.listMembers(id, query);
      return { rows, meta: pageMeta(query, total) };
    },

    async addMembers(actor: Actor, id: number, userIds: number[]) {
      byHand((await editable(actor, id, mayManageGroupMembers)).view);
      const ids = [...new Set(userIds)];
      if (!(await repo.activeUsersExist(ids))) {
        throw invalid('employee_ids', GROUP_MESSAGES.memberNotFound);
      }
      await people.addMembers(id, ids);
      await membersChanged(actor, id, { added: ids });
      return detail(actor, id);
    },

    async removeMembers(actor: Actor, id: number, userIds: number[]) {
      byHand((await editable(actor, id, mayManageGroupMembers)).view);
      const ids = [...new Set(userIds)];
      await removeKeepingAnAdmin(id, ids);
      await membersChanged(actor, id, { removed: ids });
      return detail(actor, id);
    },

    /**
     * ADR 33: the members of the channel a group follows changed (a full read: the group's members become the
     * channel's; else who joined and left). Admins stay: the group form names them. A change for a channel the group
     * no longer follows (unselected since) is old news.
     */
    async followChannel(change: DomainEventCatalog['slack.channel_members_changed']) {
      const { groupId, channelId } = change;
      if (groupId === null) return;
      const { slack } = deps;
      if ((await slack.channelOfGroup(groupId))?.id !== channelId) return;
      const { added, removed } = change.full
        ? await people.replaceMembers(groupId, await slack.channelMemberUserIds(channelId))
        : {
            removed: await people.removePlainMembers(groupId, change.removed),
            added: await people.addNewMembers(groupId, change.added),
          };
      if (added.length + removed.length === 0) return;
      await deps.domainEvents.publish('group.members_changed', { groupId, added, removed, actorId: null });
    },
  };

  function membersChanged(actor: Actor, groupId: number, change: { added?: number[]; removed?: number[] }) {
    const { added = [], removed = [] } = change;
    return deps.domainEvents.publish('group.members_changed', { groupId, added, removed, actorId: actor.userId });
  }

  /** A group always keeps at least one admin. */
  async function removeKeepingAnAdmin(groupId: number, userIds: number[]) {
    if ((await people.countAdmins(groupId, userIds)) === 0) {
      throw invalid('employee_ids', GROUP_MESSAGES.lastAdmin);
    }
    await people.removeMembers(groupId, userIds);
  }
}

export type GroupsService = Implements<GroupsPort, ReturnType<typeof createGroupsService>>;
