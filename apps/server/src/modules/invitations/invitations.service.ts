import { INVITATION_TTL_DAYS } from '@huddle/domain/constants';
import type { Role } from '@huddle/domain/roles';
import { CSV_MESSAGES, type UploadedContact } from '@huddle/domain/contact-schemas';
import { USER_ADMIN_MESSAGES, type InviteUploadInput, type InviteUserInput } from '@huddle/domain/user-admin-schemas';
import type { Db } from '../../db/client.ts';
import type { Tenancy } from '../../db/tenancy.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { LinkBase } from '../../lib/links.ts';
import { pageMeta, type PageQuery } from '../../lib/pagination.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { Actor } from '../auth/actor.ts';
import type { ContactsPort } from '../contacts/contacts.port.ts';
import type { MailPort } from '../mail/mail.port.ts';
import type { OrganizationsPort } from '../organizations/organizations.port.ts';
import type { UsersPort } from '../users/users.port.ts';
import { invitationMail } from './invitations.mails.ts';
import * as invitationsRepository from './invitations.repository.ts';
import type { Implements } from '../../lib/port.ts';
import type { InvitationsPort } from './invitations.port.ts';

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
  mail: MailPort;
  users: UsersPort;
  organizations: OrganizationsPort;
  /** Saves an upload's people as a contact list (POST /api/invitation_mappings/upload). */
  contacts: Pick<ContactsPort, 'upload'>;
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

  /** Someone with a confirmed account (or deactivated) is no one to invite: null then. */
  async function inviteOne(sender: Sender, input: InviteUserInput['invitation_mapping']) {
    const email = input.invited_user_email;
    const user = await deps.users.findByEmail(sender.actor.organizationId, email);
    if (user && (user.confirmedAt !== null || user.status === 'deactivated')) return null;
    const values = {
      invitedUserEmail: email,
      invitedUserName: input.invited_user_name,
      roleProposed: input.role_proposed as Role,
      invitedById: sender.actor.userId,
      acceptedAt: null,
    };
    const existing = await repo.findByEmail(email);
    const saved = existing ? await repo.updateInvitation(existing.id, values) : await repo.insertInvitation(values);
    return sendLink(sender, saved);
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
      const sent = await inviteOne(await senderFor(actor, link), input);
      if (!sent) throw new AppError('bad_request', USER_ADMIN_MESSAGES.alreadyUser(input.invited_user_email));
      return sent;
    },

    /**
     * Spec platform §7 upload: one invitation per valid row of the file (already checked and deduplicated), in the
     * request's transaction, so a failure sends none; with `save_as_segment` the file's people are also saved as a
     * contact list (the contacts upload's rules: new people become contacts, the list holds everyone).
     */
    async inviteMany(
      actor: Actor,
      rows: UploadedContact[],
      options: InviteUploadInput & { rejected: number },
      link: LinkBase,
    ) {
      const list = options.save_as_segment
        ? (
            await deps.contacts.upload(actor, {
              employees: rows,
              save_as_segment: true,
              segment_name: options.segment_name,
            })
          ).list
        : null;
      const sender = await senderFor(actor, link);
      const invited: invitationsRepository.InvitationRow[] = [];
      const alreadyUsers: string[] = [];
      for (const row of rows) {
        const name = `${row.first_name} ${row.last_name}`.trim() || row.email;
        const input = { invited_user_email: row.email, invited_user_name: name, role_proposed: row.role ?? 'user' };
        const sent = await inviteOne(sender, input);
        if (sent) invited.push(sent);
        else alreadyUsers.push(row.email);
      }
      return {
        invited,
        alreadyUsers,
        list,
        warnings: options.rejected > 0 ? [CSV_MESSAGES.rejected(options.rejected)] : [],
      };
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

export type InvitationsService = Implements<InvitationsPort, ReturnType<typeof createInvitationsService>>;
