import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SLACK_REPLAY_WINDOW_SECONDS } from '@huddle/domain/slack-schemas';
import { z } from 'zod';
import type { SlackConfig } from '../../config.ts';
import { verifySlackSignature } from '../../integrations/slack/signature.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { sameForAll } from '../../plugins/route-matrix.ts';
import type { InboundJob } from './slack-inbound.jobs.ts';

/** Slack's bodies are small; a larger one is not Slack's. */
const BODY_LIMIT = 256 * 1024;

const refused = () => new AppError('signature_invalid', 'This request is not signed by Slack.');

/**
 * Slack's Events API and interactivity (ADR 33). A Slack app has one URL for every workspace, so these answer on any
 * host of the deployment and find the organization from the team id, in the job. The raw body's signature and the
 * replay window are checked before anything is parsed; the work is a job, and the answer is immediate (Slack's 3 s).
 */
export function slackInboundRoutes(deps: {
  config: SlackConfig | null;
  clock: Clock;
  /** Queues the verified call's job (slack.service receive). */
  receive: (job: InboundJob) => Promise<void>;
}) {
  return async (app: FastifyInstance) => {
    // Encapsulated in this plugin: the signature is over the bytes as sent, so the body is kept raw here.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );

    function verified(request: FastifyRequest): Buffer {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!deps.config) throw refused();
      const outcome = verifySlackSignature({
        signingSecret: deps.config.signingSecret,
        signature: header(request, 'x-slack-signature'),
        timestamp: header(request, 'x-slack-request-timestamp'),
        rawBody: raw,
        nowSeconds: Math.floor(deps.clock.now().getTime() / 1000),
        windowSeconds: SLACK_REPLAY_WINDOW_SECONDS,
      });
      if (outcome !== 'ok') throw refused();
      return raw;
    }

    const inbound = {
      // Slack's calls carry no session and name their workspace, not a host: across organizations by nature.
      access: 'public' as const,
      crossTenant: true as const,
      matrix: sameForAll(401),
    };

    // Slack reads nothing of the answer but the URL check's challenge: an empty object acknowledges.
    const acknowledged = { response: { 200: z.object({ challenge: z.string().optional() }) } };

    app.post('/api/slack/events', { config: inbound, schema: acknowledged }, async (request) => {
      const raw = verified(request);
      const body = parseJson(raw.toString('utf8'));
      if (body.type === 'url_verification') return { challenge: String(body.challenge ?? '') };
      const teamId = typeof body.team_id === 'string' ? body.team_id : null;
      if (body.type === 'event_callback' && teamId) {
        await deps.receive({ kind: 'event', teamId, payload: body });
      }
      return {};
    });

    app.post('/api/slack/interactivity', { config: inbound, schema: acknowledged }, async (request) => {
      const raw = verified(request);
      // Slack posts `payload=<json>` as a form.
      const payload = parseJson(new URLSearchParams(raw.toString('utf8')).get('payload') ?? '');
      const team = payload.team as { id?: unknown } | undefined;
      if (typeof team?.id === 'string') {
        await deps.receive({ kind: 'interaction', teamId: team.id, payload });
      }
      return {};
    });
  };
}

function header(request: FastifyRequest, name: string) {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

const objectBody = z.record(z.string(), z.unknown());

function parseJson(text: string): Record<string, unknown> {
  try {
    const parsed = objectBody.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through
  }
  throw new AppError('bad_request', 'The body is not valid JSON.');
}
