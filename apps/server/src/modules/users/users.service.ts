import { USER_ADMIN_MESSAGES } from '@huddle/domain/user-admin-schemas';
import type { Subject } from '@huddle/domain/policy/subject';
import { mayReadFullUserRecords, userRoleChange, userStatusChange } from '@huddle/domain/policy/users';
import type { Actor } from '../auth/auth.service.ts';
import type { Role } from '@huddle/domain/roles';
import type { Db, Executor } from '../../db/client.ts';
import type { UserTokenPayload } from '../../db/schema/users.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { normalizeImage } from '../../lib/images.ts';
import { pageMeta, type PageMeta, type PageQuery } from '../../lib/pagination.ts';
import type { OfficesService } from '../offices/offices.service.ts';
import { presentSelf } from './users.presenter.ts';
import * as repo from './users.repository.ts';

export interface ProfileChanges {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
  currentPassword?: string | undefined;
  timezone?: string | undefined;
  officeId?: number | null | undefined;
  officeRaw?: string | undefined;
  welcome?: boolean | undefined;
  avatar?: Buffer | null | undefined;
}

export function createUsersService(deps: {
  db: Db;
  storage: Storage;
  offices: OfficesService;
  /** Email domains define who can belong to the organization (sign-up and profile alike). */
  allowsEmail: (organizationId: number, email: string) => Promise<boolean>;
  now: () => Date;
}) {
  const { db } = deps;

  async function get(organizationId: number, id: number) {
    const user = await repo.findUserById(db, organizationId, id);
    if (!user) throw notFound('User not found');
    return user;
  }

  const notYourself = () => new AppError('validation', USER_ADMIN_MESSAGES.notYourself);

  return {
    get,
    findByEmail: (organizationId: number, email: string) => repo.findUserByEmail(db, organizationId, email),
    findByIdAnyOrganization: (id: number) => repo.findUserByIdAnyOrganization(db, id),
    /**
     * The caller's own record with their abilities, for the auth module's answers (sign-in, two-factor). The users
     * routes read the row with `get` and present it themselves.
     */
    present: async (organizationId: number, id: number) => presentSelf(await get(organizationId, id)),

    findInvitation: (organizationId: number, email: string) => repo.findInvitation(db, organizationId, email),

    /** Creates the account, or completes an invited one, in one transaction. */
    async register(
      organizationId: number,
      input: {
        existingId: number | null;
        email: string;
        firstName: string;
        lastName: string;
        passwordHash: string;
        role: Role;
        confirmedAt: Date | null;
        burnOnboardCode: boolean;
      },
    ) {
      return db.transaction(async (tx) => {
        const values = {
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash: input.passwordHash,
          role: input.role,
          status: 'active' as const,
          confirmedAt: input.confirmedAt,
        };
        let id = input.existingId;
        if (id) await repo.updateUser(tx, organizationId, id, values);
        else id = await repo.insertUser(tx, { organizationId, ...values });
        // Only a proven address accepts its invitation now; otherwise verification does (see confirm).
        if (input.confirmedAt) await repo.acceptInvitation(tx, organizationId, input.email);
        if (input.burnOnboardCode) await repo.clearOnboardCode(tx, organizationId);
        return id;
      });
    },

    /**
     * The verification mail proved the address: the account is confirmed and its invitation accepted. A sign-up over
     * an existing row brings its credentials (and an invitation's role) only now.
     */
    async confirm(tx: Executor, organizationId: number, id: number, at: Date, pending: UserTokenPayload | null) {
      const user = await repo.findUserById(tx, organizationId, id);
      if (!user) throw notFound('User not found');
      await repo.updateUser(tx, organizationId, id, {
        confirmedAt: at,
        ...(pending?.passwordHash && { passwordHash: pending.passwordHash }),
        // An invited row becomes an account; a deactivated one stays so (verify refuses it anyway).
        ...(user.status === 'invited' && { status: 'active' as const }),
        ...(pending?.firstName && { firstName: pending.firstName }),
        ...(pending?.lastName && { lastName: pending.lastName }),
        ...(pending?.role && { role: pending.role }),
      });
      await repo.acceptInvitation(tx, organizationId, user.email);
    },

    setPassword: (tx: Executor, organizationId: number, id: number, passwordHash: string, confirmedAt: Date | null) =>
      repo.updateUser(tx, organizationId, id, confirmedAt ? { passwordHash, confirmedAt } : { passwordHash }),

    /** Only the account service calls these two: the changes need proof and a notice (account.service.ts). */
    setMfa: (tx: Executor, organizationId: number, id: number, enabled: boolean) =>
      repo.updateUser(tx, organizationId, id, { mfaRequired: enabled }),
    setEmail: (tx: Executor, organizationId: number, id: number, email: string) =>
      repo.updateUser(tx, organizationId, id, { email }),

    /** Spec platform §4: roles change for active users only, and never one's own (policy/users). */
    async setRole(actor: Actor, userId: number, role: Role) {
      const change = userRoleChange(actor, await get(actor.organizationId, userId));
      if (change === 'forbidden') throw forbidden();
      if (change === 'self') throw notYourself();
      if (change === 'inactive') throw new AppError('validation', USER_ADMIN_MESSAGES.onlyActiveRole);
      await repo.updateUser(db, actor.organizationId, userId, { role });
      return get(actor.organizationId, userId);
    },

    /** Deactivating ends every session of the user in the same transaction; reactivating lets them sign in again. */
    async setActive(actor: Actor, userId: number, active: boolean) {
      const change = userStatusChange(actor, await get(actor.organizationId, userId));
      if (change === 'forbidden') throw forbidden();
      if (change === 'self') throw notYourself();
      await db.transaction(async (tx) => {
        await repo.updateUser(tx, actor.organizationId, userId, { status: active ? 'active' : 'deactivated' });
        if (!active) await repo.deleteSessionsOf(tx, actor.organizationId, userId);
      });
      return get(actor.organizationId, userId);
    },

    async list(
      organizationId: number,
      query: PageQuery & {
        search?: string | undefined;
        status?: 'active' | 'deactivated' | undefined;
        roles?: readonly Role[] | undefined;
      },
      /**
       * Who reads the list. Admins get the full record with their abilities (the settings users grid), everyone else
       * the picker's fields of active people (policy/users): `pickerOnly` tells the route which. Without one (the
       * people pickers, which pick their own fields) the full record.
       */
      viewer?: Subject,
    ): Promise<{ rows: repo.UserWithOffice[]; meta: PageMeta; pickerOnly: boolean }> {
      if (viewer && !mayReadFullUserRecords(viewer)) {
        // The host picker's filter (admins and organizers together) is the only one a non-admin gets: a single role
        // would tell anyone who the admins are.
        const roles = new Set(query.roles ?? []);
        const hosts = roles.size === 2 && roles.has('admin') && roles.has('organizer');
        const { rows, total } = await repo.listUsers(db, organizationId, {
          ...query,
          status: 'active',
          roles: hosts ? query.roles : undefined,
        });
        return { rows, meta: pageMeta(query, total), pickerOnly: true };
      }
      const { rows, total } = await repo.listUsers(db, organizationId, query);
      return { rows, meta: pageMeta(query, total), pickerOnly: false };
    },

    /** Everything but the email: a new email is a pending change (account.service.ts). */
    async updateProfile(organizationId: number, id: number, changes: ProfileChanges) {
      const user = await get(organizationId, id);
      let officeId = changes.officeId;
      if (changes.officeRaw && officeId === undefined) {
        officeId = (await deps.offices.findOrCreateByName(changes.officeRaw)).id;
      } else if (officeId) {
        await deps.offices.get(officeId);
      }
      let avatarKey: string | null | undefined;
      if (changes.avatar) {
        const image = await normalizeImage(changes.avatar, { width: 256, height: 256 });
        avatarKey = await deps.storage.put('avatars', 'webp', image);
      } else if (changes.avatar === null) {
        avatarKey = null;
      }
      await repo.updateUser(db, organizationId, id, {
        ...(changes.firstName !== undefined && { firstName: changes.firstName }),
        ...(changes.lastName !== undefined && { lastName: changes.lastName }),
        ...(changes.timezone !== undefined && { timezone: changes.timezone }),
        ...(officeId !== undefined && { officeId }),
        ...(avatarKey !== undefined && { avatarKey }),
        ...(changes.welcome && { welcomeShownAt: deps.now() }),
      });
      if (avatarKey !== undefined && user.avatarKey) await deps.storage.remove(user.avatarKey);
      return get(organizationId, id);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
