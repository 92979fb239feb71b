import type { DeliveryMethod } from '@huddle/domain/communication-schemas';
import { useOrganization } from '../../../lib/organization';
import { deliveryMethodsFor } from './composer-route';

/**
 * The methods this organization may use. Slack needs `slack_enabled`, which the organization does not carry yet
 * (the Slack integration adds it); reading it here means Slack appears by itself once it does.
 */
export function useDeliveryMethods(): DeliveryMethod[] {
  const organization = useOrganization();
  const slackEnabled = 'slack_enabled' in organization && organization.slack_enabled === true;
  return deliveryMethodsFor({ slackEnabled });
}
