import { USER_ADMIN_MESSAGES } from '@huddle/domain/user-admin-schemas';
import type { Subject } from '@huddle/domain/policy/subject';
import { mayReadFullUserRecords, userRoleChange, userStatusChange } from '@huddle/domain/policy/users';
import type { Actor } from '../auth/actor.ts';
import type { Role } from '@huddle/domain/roles';
import type { Db, Executor } from '../../db/client.ts';
import type { UserTokenPayload } from '../../db/schema/users.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { normalizeImage } from '../../lib/images.ts';
import { pageMeta, type PageMeta, type PageQuery } from '../../lib/pagination.ts';
import type { OfficesPort } from '../offices/offices.port.ts';
import { presentSelf } from './users.presenter.ts';
import type { Tenancy } from '../../db/tenancy.ts';
import type { DomainEventPublisher } from '../../domain-events/publisher.ts';
import * as usersRepository from './users.repository.ts';
import * as crossTenant from './users.cross-tenant.ts';
import type { Implements } from '../../lib/port.ts';
import type { NewUser, UsersPort } from './users.port.ts';

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

/**
 * The users of an organization. Sign-up, sign-in, verification and password resets (the auth module) may run in the
 * system scope on the bare domain, naming the organization themselves: the functions they call keep an explicit
 * tenant (and the caller's transaction, where they take one). The rest reads the scope's organization (ADR 12).
 */
export function createUsersService(deps: {
  /** The scope's database, for the functions with an explicit tenant (see above). */
  db: Db;
  bind: Tenancy['bind'];
  storage: Storage;
  offices: OfficesPort;
  /** Email domains define who can belong to the organization (sign-up and profile alike). */
  allowsEmail: (organizationId: number, email: string) => Promise<boolean>;
  now: () => Date;
  domainEvents: DomainEventPublisher;
}) {
  const { db } = deps;
  const repo = deps.bind(usersRepository);

  /** A user of the organization the caller names, in any scope (see above). */
  async function get(organizationId: number, id: number) {
    // eslint-disable-next-line no-restricted-syntax -- sign-in may run in the system scope, see above
    const user = await usersRepository.findUserById(db, organizationId, id);
    if (!user) throw notFound('User not found');
    return user;
  }

  /** A user of the scope's organization. */
  async function find(id: number) {
    const user = await repo.findUserById(id);
    if (!user) throw notFound('User not found');
    return user;
  }

  const notYourself = () => new AppError('validation', USER_ADMIN_MESSAGES.notYourself);

  return {
    get,
    /** The caller's own record with their pending email change (GET /api/users/current). */
    async self(actor: { userId: number }) {
      const row = await repo.findSelf(actor.userId, deps.now());
      if (!row) throw notFound('User not found');
      return row;
    },
    findByEmail: (organizationId: number, email: string) =>
      // eslint-disable-next-line no-restricted-syntax -- sign-in and sign-up may run in the system scope
      usersRepository.findUserByEmail(db, organizationId, email),
    /** Cross-tenant by nature (a second factor, a mailed token). */
    findByIdAnyOrganization: (id: number) => crossTenant.findUserByIdAnyOrganization(db, id),
    /**
     * The caller's own record with their abilities, for the auth module's answers (sign-in, two-factor). The users
     * routes read the row with `get` and present it themselves.
     */
    present: async (organizationId: number, id: number) => presentSelf(await get(organizationId, id)),

    findInvitation: (organizationId: number, email: string) =>
      // eslint-disable-next-line no-restricted-syntax -- sign-up may run in the system scope
      usersRepository.findInvitation(db, organizationId, email),

    noteGoogleSignIn: (organizationId: number, id: number, at: Date) =>
      // eslint-disable-next-line no-restricted-syntax -- the single sign-on's own scope of the organization named
      usersRepository.updateUser(db, organizationId, id, { googleSsoAt: at }),

    /** Creates the account, or completes an invited one, in the sign-up's transaction (of either scope). */
    async register(organizationId: number, input: NewUser) {
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
      /* eslint-disable no-restricted-syntax -- sign-up may run in the system scope: every call names its tenant */
      if (id) await usersRepository.updateUser(db, organizationId, id, values);
      else id = await usersRepository.insertUser(db, organizationId, values);
      // Only a proven address accepts its invitation now; otherwise verification does (see confirm).
      if (input.confirmedAt) await usersRepository.acceptInvitation(db, organizationId, input.email);
      if (input.burnOnboardCode) await usersRepository.clearOnboardCode(db, organizationId);
      /* eslint-enable no-restricted-syntax */
      return id;
    },

    /* eslint-disable no-restricted-syntax -- the auth and account services' own transactions and tenants (verification
       and resets may run in the system scope), so these four keep them */
    /**
     * The verification mail proved the address: the account is confirmed and its invitation accepted. A sign-up over
     * an existing row brings its credentials (and an invitation's role) only now.
     */
    async confirm(tx: Executor, organizationId: number, id: number, at: Date, pending: UserTokenPayload | null) {
      const user = await usersRepository.findUserById(tx, organizationId, id);
      if (!user) throw notFound('User not found');
      await usersRepository.updateUser(tx, organizationId, id, {
        confirmedAt: at,
        ...(pending?.passwordHash && { passwordHash: pending.passwordHash }),
        // An invited row becomes an account; a deactivated one stays so (verify refuses it anyway).
        ...(user.status === 'invited' && { status: 'active' as const }),
        ...(pending?.firstName && { firstName: pending.firstName }),
        ...(pending?.lastName && { lastName: pending.lastName }),
        ...(pending?.role && { role: pending.role }),
      });
      await usersRepository.acceptInvitation(tx, organizationId, user.email);
    },

    setPassword: (tx: Executor, organizationId: number, id: number, passwordHash: string, confirmedAt: Date | null) =>
      usersRepository.updateUser(
        tx,
        organizationId,
        id,
        confirmedAt ? { passwordHash, confirmedAt } : { passwordHash },
      ),

    /** Only the account service calls these two: the changes need proof and a notice (account.service.ts). */
    setMfa: (tx: Executor, organizationId: number, id: number, enabled: boolean) =>
      usersRepository.updateUser(tx, organizationId, id, { mfaRequired: enabled }),
    setEmail: (tx: Executor, organizationId: number, id: number, email: string) =>
      usersRepository.updateUser(tx, organizationId, id, { email }),
    /* eslint-enable no-restricted-syntax */

    /** Spec platform §4: roles change for active users only, and never one's own (policy/users). */
    async setRole(actor: Actor, userId: number, role: Role) {
      const change = userRoleChange(actor, await find(userId));
      if (change === 'forbidden') throw forbidden();
      if (change === 'self') throw notYourself();
      if (change === 'inactive') throw new AppError('validation', USER_ADMIN_MESSAGES.onlyActiveRole);
      await repo.updateUser(userId, { role });
      return find(userId);
    },

    /** Deactivating ends every session of the user in the same transaction; reactivating lets them sign in again. */
    async setActive(actor: Actor, userId: number, active: boolean) {
      const user = await find(userId);
      const change = userStatusChange(actor, user);
      if (change === 'forbidden') throw forbidden();
      if (change === 'self') throw notYourself();
      await repo.updateUser(userId, { status: active ? 'active' : 'deactivated' });
      if (!active) await repo.deleteSessionsOf(userId);
      if (!active && user.status !== 'deactivated') {
        await deps.domainEvents.publish('user.deactivated', { userId, actorId: actor.userId });
      }
      return find(userId);
    },

    async list(
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
    ): Promise<{ rows: usersRepository.UserWithOffice[]; meta: PageMeta; pickerOnly: boolean }> {
      if (viewer && !mayReadFullUserRecords(viewer)) {
        // The host picker's filter (admins and organizers together) is the only one a non-admin gets: a single role
        // would tell anyone who the admins are.
        const roles = new Set(query.roles ?? []);
        const hosts = roles.size === 2 && roles.has('admin') && roles.has('organizer');
        const { rows, total } = await repo.listUsers({
          ...query,
          status: 'active',
          roles: hosts ? query.roles : undefined,
        });
        return { rows, meta: pageMeta(query, total), pickerOnly: true };
      }
      const { rows, total } = await repo.listUsers(query);
      return { rows, meta: pageMeta(query, total), pickerOnly: false };
    },

    /** Everything but the email: a new email is a pending change (account.service.ts). */
    async updateProfile(id: number, changes: ProfileChanges) {
      const user = await find(id);
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
      await repo.updateUser(id, {
        ...(changes.firstName !== undefined && { firstName: changes.firstName }),
        ...(changes.lastName !== undefined && { lastName: changes.lastName }),
        ...(changes.timezone !== undefined && { timezone: changes.timezone }),
        ...(officeId !== undefined && { officeId }),
        ...(avatarKey !== undefined && { avatarKey }),
        ...(changes.welcome && { welcomeShownAt: deps.now() }),
      });
      if (avatarKey !== undefined && user.avatarKey) await deps.storage.remove(user.avatarKey);
      return find(id);
    },
  };
}

export type UsersService = Implements<UsersPort, ReturnType<typeof createUsersService>>;
