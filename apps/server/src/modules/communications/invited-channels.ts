import type { Tenancy } from '../../db/tenancy.ts';
import type { Implements } from '../../lib/port.ts';
import type { InvitedChannelsPort } from './communications.port.ts';
import * as communicationsRepository from './communications.repository.ts';

/** The read of communications that collection announcements make (communications.port.ts InvitedChannelsPort). */
export function createInvitedChannels(deps: { bind: Tenancy['bind'] }) {
  const repo = deps.bind(communicationsRepository);
  return { slackChannelsInvitedTo: (eventIds: readonly number[]) => repo.slackInvitedChannelIds(eventIds) };
}

export type InvitedChannels = Implements<InvitedChannelsPort, ReturnType<typeof createInvitedChannels>>;
