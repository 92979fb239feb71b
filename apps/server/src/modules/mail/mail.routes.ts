import { outboxResponse } from '@huddle/domain/contracts/mail';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors.ts';
import { requireActor } from '../../plugins/access.ts';
import { adminOnly } from '../../plugins/route-matrix.ts';
import { presentOutboxMail } from './mail.presenter.ts';
import type { MailService } from './mail.service.ts';

/**
 * Without SMTP_URL, mail stays in the outbox; admins read it here in development. Never in production: the outbox
 * holds other people's reset links and codes.
 */
export function mailRoutes(mail: MailService, enabled: boolean) {
  return async (app: FastifyInstance) => {
    app.get(
      '/api/dev/outbox',
      { config: { access: 'admin', matrix: adminOnly }, schema: { response: { 200: outboxResponse } } },
      async (request) => {
        if (!enabled) throw notFound();
        const rows = await mail.outbox(requireActor(request).organizationId);
        return { data: rows.map(presentOutboxMail) };
      },
    );
  };
}
