import { z } from 'zod';
import { updateProfileInput } from '@huddle/domain/auth-schemas';
import { emailRsvpInput, messageInput } from '@huddle/domain/communication-schemas';
import { contactListPatchInput, contactPatchInput } from '@huddle/domain/contact-schemas';
import { eventInput } from '@huddle/domain/event-schemas';
import { employeeIdsInput, groupInput } from '@huddle/domain/group-schemas';
import {
  guestRemoveInput,
  guestUpdateInput,
  publicRsvpInput,
  rsvpInput,
  rsvpPauseInput,
} from '@huddle/domain/guest-schemas';
import { officeNameSchema } from '@huddle/domain/office-schemas';
import { organizationSettingsInput } from '@huddle/domain/organization-schemas';
import { inviteUploadInput } from '@huddle/domain/user-admin-schemas';

/** A body a route reads itself (multipart or `parseInput`), and the key it nests the fields under, if any. */
export interface InnerSchema {
  schema: z.ZodType;
  scope?: string;
}

const event = { schema: eventInput, scope: 'event' };
const group = { schema: groupInput, scope: 'group' };
const office = { schema: z.object({ name: officeNameSchema }), scope: 'office' };

/**
 * Routes without `schema.body` parse their body in the handler, so Fastify's route table does not show it. These
 * are the domain schemas they parse with (see each route), so their fields get typed hostile values too; every other
 * such route gets only the generic hostile bodies. The fuzz test fails when a key here names no route.
 */
export const INNER_SCHEMAS: Record<string, InnerSchema> = {
  'POST /api/events': event,
  'POST /api/events/publish': event,
  'PUT /api/events/:id': event,
  'POST /api/groups': group,
  'PUT /api/groups/:id': group,
  'PATCH /api/groups/:id': group,
  'POST /api/groups/:id/mass_join': { schema: employeeIdsInput },
  'POST /api/groups/:id/mass_leave': { schema: employeeIdsInput },
  'POST /api/offices': office,
  'PATCH /api/offices/:id': office,
  'PATCH /api/employees/:id': { schema: contactPatchInput, scope: 'employee' },
  'PATCH /api/lists/:id': { schema: contactListPatchInput, scope: 'list' },
  'PUT /api/event_messages/:id': { schema: messageInput },
  'POST /api/events/:id/rsvp': { schema: rsvpInput },
  'POST /api/invitees/public_rsvp': { schema: publicRsvpInput },
  'POST /api/invitees/email_rsvp': { schema: emailRsvpInput },
  'POST /api/events/:id/rsvp_pause': { schema: rsvpPauseInput },
  'PATCH /api/events/:id/invitees.json': { schema: guestUpdateInput },
  'DELETE /api/events/:id/invitees.json': { schema: guestRemoveInput },
  'POST /api/users/update_profile': { schema: updateProfileInput },
  'PATCH /api/organizations/current': { schema: organizationSettingsInput, scope: 'organization' },
  'PATCH /api/organizations/:id': { schema: organizationSettingsInput, scope: 'organization' },
  'POST /api/invitation_mappings/upload': { schema: inviteUploadInput, scope: 'invitation_mapping' },
};
