import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../lib/api-client';

export interface AiUsage {
  total: number;
  last30Days: number;
}

const USAGE = `query AiEventGenerationUsage { aiEventGenerationUsage { total last30Days } }`;

/** GraphQL aiEventGenerationUsage: how many AI generations ran (admins; they cost money). */
export function useAiUsage() {
  return useQuery({
    queryKey: ['ai', 'usage'],
    queryFn: () => graphql<{ aiEventGenerationUsage: AiUsage }>(USAGE).then((data) => data.aiEventGenerationUsage),
    retry: false,
  });
}
