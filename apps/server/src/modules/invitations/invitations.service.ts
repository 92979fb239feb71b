import { INVITATION_TTL_DAYS } from '@huddle/domain/constants';
import type { Role } from '@huddle/domain/roles';
import { USER_ADMIN_MESSAGES, type InviteUserInput } from '@huddle/domain/user-admin-schemas';
import type { Db } from '../../db/client.ts';
import type { Tenancy } from '../../db/tenancy.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { LinkBase } from '../../lib/links.ts';
import { pageMeta, type PageQuery } from '../../lib/pagination.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { Actor } from '../auth/auth.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { OrganizationsService } from '../organizations/organizations.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { invitationMail } from './invitations.mails.ts';
import * as invitationsRepository from './invitations.repository.ts';

const DAY_MS = 24 * 3600 * 1000;

interface Sender {
  actor: Actor;
  org: { id: number; subdomain: string; displayName: string };
  inviter: { firstName: string; lastName: string; email: string };
  link: LinkBase;
}

/** Invitations by email (spec platform §3 Invitation mapping, §4): a sign-up link with the proposed role. */
export function createInvitationsService(deps: {
  /** The scope's database, for the mail outbox and the look-up of a sign-up link (see fromToken). */
  db: Db;
  bind: Tenancy['bind'];
  clock: Clock;
  mail: MailService;
  users: UsersService;
  organizations: OrganizationsService;
}) {
  const { db, clock } = deps;
  const repo = deps.bind(invitationsRepository);

  /** A new secret, stored hashed, and the mail that carries it, written in the request's transaction. */
  async function sendLink(sender: Sender, invitation: invitationsRepository.InvitationRow) {
    const { actor, org, inviter, link } = sender;
    const token = newToken();
    const tokenHash = hashToken(token);
    const sentAt = clock.now();
    const row = await repo.updateInvitation(invitation.id, {
      tokenHash,
      tokenExpiresAt: new Date(sentAt.getTime() + INVITATION_TTL_DAYS * DAY_MS),
      sentAt,
    });
    const query = new URLSearchParams({ invitation: token, email: row.invitedUserEmail, name: row.invitedUserName });
    await deps.mail.queue(db, {
      organizationId: actor.organizationId,
      kind: 'invitation',
      to: row.invitedUserEmail,
      dedupeKey: `invitation:${row.id}:${tokenHash.slice(0, 24)}`,
      content: invitationMail({
        orgName: org.displayName,
        inviterName: `${inviter.firstName} ${inviter.lastName}`.trim() || inviter.email,
        name: row.invitedUserName,
        url: `${link(org)}/sign-up?${query.toString()}`,
      }),
    });
    return row;
  }

  async function senderFor(actor: Actor, link: LinkBase): Promise<Sender> {
    const org = await deps.organizations.findById(actor.organizationId);
    if (!org) throw notFound(USER_ADMIN_MESSAGES.invitationNotFound);
    const inviter = await deps.users.get(actor.organizationId, actor.userId);
    return { actor, org, inviter, link };
  }

  async function pendingInvitation(id: number) {
    const row = await repo.findInvitation(id);
    if (!row) throw notFound(USER_ADMIN_MESSAGES.invitationNotFound);
    return row;
  }

  return {
    async list(query: PageQuery & { search?: string | undefined }) {
      const { rows, total } = await repo.listPending({
        ...query,
        ...(query.search ? { search: query.search } : {}),
      });
      return { rows, meta: pageMeta(query, total) };
    },

    /** Someone with a confirmed account is refused; an employee without one (CSV upload) may be invited to sign up. */
    async invite(actor: Actor, input: InviteUserInput['invitation_mapping'], link: LinkBase) {
      const email = input.invited_user_email;
      const user = await deps.users.findByEmail(actor.organizationId, email);
      if (user && (user.confirmedAt !== null || user.status === 'deactivated')) {
        throw new AppError('bad_request', USER_ADMIN_MESSAGES.alreadyUser(email));
      }
      const sender = await senderFor(actor, link);
      const values = {
        invitedUserEmail: email,
        invitedUserName: input.invited_user_name,
        roleProposed: input.role_proposed as Role,
        invitedById: actor.userId,
        acceptedAt: null,
      };
      const existing = await repo.findByEmail(email);
      const saved = existing ? await repo.updateInvitation(existing.id, values) : await repo.insertInvitation(values);
      return sendLink(sender, saved);
    },

    async resend(actor: Actor, id: number, link: LinkBase) {
      const invitation = await pendingInvitation(id);
      const sender = await senderFor(actor, link);
      return sendLink(sender, invitation);
    },

    async revoke(id: number) {
      if (!(await repo.deleteInvitation(id))) {
        throw notFound(USER_ADMIN_MESSAGES.invitationNotFound);
      }
    },

    /**
     * The invitation a sign-up link proves, if it is still pending and unexpired and names this email. Sign-up on the
     * bare domain names its organization and runs in the system scope, so the tenant is explicit here.
     */
    async fromToken(organizationId: number, email: string, token: string) {
      // eslint-disable-next-line no-restricted-syntax -- sign-up may run in the system scope, see above
      const row = await invitationsRepository.findByToken(db, organizationId, hashToken(token), clock.now());
      return row && row.invitedUserEmail.toLowerCase() === email.toLowerCase() ? row : null;
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
