import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { slackOauthResponse } from '@huddle/domain/contracts/slack';
import { api } from '../../../lib/api-client';

export type SlackOauth = z.infer<typeof slackOauthResponse>;

/** POST /api/organizations/slack_oauth: a single-use state and the Slack page the connect popup opens. */
export function useStartSlackOauth() {
  return useMutation({ mutationFn: () => api.post<SlackOauth>('/api/organizations/slack_oauth') });
}
