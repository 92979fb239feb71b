import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addSlackInput,
  SLACK_MESSAGES,
  slackChannelDescriptionQuery,
  slackChannelsQuery,
  syncablesInput,
} from '@huddle/domain/slack-schemas';
import {
  slackChannelDescriptionResponse,
  slackChannelsResponse,
  slackOauthResponse,
  slackStatusResponse,
  syncablesResponse,
  syncedSlackChannelsResponse,
} from '@huddle/domain/contracts/slack';
import { z } from 'zod';
import { parseInput } from '../../lib/validation.ts';
import { requireActor, requireSameSiteForCookie } from '../../plugins/access.ts';
import { adminOnly, anyMember, on, organizerUp } from '../../plugins/route-matrix.ts';
import { presentChannel, presentStatus, presentSyncable } from './slack.presenter.ts';
import type { SlackService } from './slack.service.ts';

/** The subdomain of the request's organization (the OAuth return page is built on it, from configuration). */
const subdomainOf = (request: { hostSubdomain: string | null }) => request.hostSubdomain ?? '';

/** Slack for admins (spec platform §2.9, §7) and the channel lists organizers pick from (guest-engagement §7). */
export function slackRoutes(slack: SlackService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const admin = { access: 'admin' as const, matrix: adminOnly };

    r.get(
      '/api/organizations/slack_status',
      { config: admin, schema: { response: { 200: slackStatusResponse } } },
      async () => presentStatus(await slack.status()),
    );

    r.post(
      '/api/organizations/slack_oauth',
      // Without Slack settings the matrix's server answers 422 (not configured) to admins.
      {
        config: { ...admin, matrix: on(adminOnly, { admin: 422 }) },
        schema: { response: { 200: slackOauthResponse } },
      },
      async (request) => {
        const { state, authorizeUrl } = await slack.startOAuth(requireActor(request), subdomainOf(request));
        return { state, authorize_url: authorizeUrl };
      },
    );

    r.post(
      '/api/organizations/add_slack',
      {
        config: { ...admin, matrix: on(adminOnly, { admin: 422, body: { code: 'c', redirect_uri: 'x' } }) },
        schema: { response: { 202: z.object({ status: z.literal('connecting') }) } },
      },
      async (request, reply) => {
        const input = parseInput(addSlackInput, request.body ?? {});
        reply.status(202);
        return slack.addSlack(requireActor(request), subdomainOf(request), input);
      },
    );

    // Spec: GET remove_slack. A GET must not change state (ARCHITECTURE §3.11): POST is the route; the spec's GET
    // is kept as the surveys' send is (ADR 19), declared as writing, so a cookie session needs a same-origin Origin.
    const removing = {
      config: { ...admin, writes: true as const, matrix: on(adminOnly, { admin: 422 }) },
      schema: { response: { 200: z.object({ message: z.string() }) } },
    };
    const remove = async (request: FastifyRequest) => {
      requireSameSiteForCookie(request);
      await slack.removeSlack(requireActor(request));
      return { message: SLACK_MESSAGES.removed };
    };
    r.post('/api/organizations/remove_slack', removing, remove);
    r.get('/api/organizations/remove_slack', removing, remove);

    r.get(
      '/api/organizations/slack',
      {
        config: { ...admin, matrix: on(adminOnly, { admin: 422 }) },
        schema: { querystring: slackChannelsQuery, response: { 200: slackChannelsResponse } },
      },
      async (request) => {
        const { rows, meta } = await slack.channels(request.query);
        return { data: rows.map(presentChannel), meta };
      },
    );

    r.get(
      '/api/organizations/synced_slack_channels',
      // Organizers pick channels in the composer and the announcement dialog (spec guest-engagement §2).
      {
        config: { access: 'organizer', matrix: organizerUp },
        schema: { response: { 200: syncedSlackChannelsResponse } },
      },
      async () => ({ data: (await slack.syncedChannels()).map(presentChannel) }),
    );

    r.get(
      '/api/organizations/syncables',
      { config: admin, schema: { response: { 200: syncablesResponse } } },
      async () => ({ data: (await slack.syncables()).map(presentSyncable) }),
    );

    r.put(
      '/api/organizations/syncables',
      {
        config: { ...admin, matrix: on(adminOnly, { admin: 422, body: { syncables: [] } }) },
        schema: { response: { 200: syncablesResponse } },
      },
      async (request) => {
        await slack.saveSyncables(parseInput(syncablesInput, request.body ?? {}));
        return { data: (await slack.syncables()).map(presentSyncable) };
      },
    );

    r.get(
      '/api/organizations/slack_channel_description',
      {
        config: {
          access: 'authenticated',
          matrix: on(anyMember, {
            user: 404,
            organizer: 404,
            host: 404,
            admin: 404,
            query: { channel_slack_id: 'C0NONE' },
          }),
        },
        schema: { querystring: slackChannelDescriptionQuery, response: { 200: slackChannelDescriptionResponse } },
      },
      async (request) => ({ description: await slack.description(request.query.channel_slack_id) }),
    );
  };
}
