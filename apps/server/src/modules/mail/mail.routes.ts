import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors.ts';
import { requireActor } from '../../plugins/access.ts';
import type { MailService } from './mail.service.ts';

/** Without SMTP_URL, mail stays in the outbox; admins read it here in development. */
export function mailRoutes(mail: MailService, smtpConfigured: boolean) {
  return async (app: FastifyInstance) => {
    app.get('/api/dev/outbox', { config: { access: 'admin' } }, async (request) => {
      if (smtpConfigured) throw notFound();
      const rows = await mail.outbox(requireActor(request).organizationId);
      return {
        data: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          to: row.toAddress,
          subject: row.subject,
          text: row.text,
          html: row.html,
          status: row.status,
          created_at: row.createdAt.toISOString(),
        })),
      };
    });
  };
}
