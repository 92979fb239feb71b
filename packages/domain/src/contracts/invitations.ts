import { z } from 'zod';
import { ROLES } from '../roles.ts';
import { pageMetaSchema } from './page-meta.ts';

/**
 * The JSON the invitation routes answer (docs/api-admin.md, spec platform §3 Invitation mapping): the invitations
 * module's response contract, in the pattern of contracts/events.ts.
 */

const id = z.number().int().positive();
const instant = z.iso.datetime();

/** A pending invitation; its secret never leaves the server. */
export const invitationSchema = z.object({
  id,
  organization_id: id,
  invited_user_email: z.string(),
  invited_user_name: z.string(),
  role_proposed: z.enum(ROLES),
  created_at: instant,
  /** When the last link went out; null before the first. */
  sent_at: instant.nullable(),
});

/** GET /api/invitation_mappings: the pending ones. */
export const invitationListResponse = z.object({ data: z.array(invitationSchema), meta: pageMetaSchema });
/** POST /api/invitation_mappings (201) and POST /api/invitation_mappings/{id}/resend. */
export const invitationSentResponse = z.object({ invitation_mapping: invitationSchema, message: z.string() });

/** POST /api/invitation_mappings/upload: the invitations sent, what was left out, and the list when one was saved. */
export const invitationUploadResponse = z.object({
  invitation_mappings: z.array(invitationSchema),
  /** Rows without a valid email (spec guest-engagement §5), skipped. */
  rejected_count: z.number().int().nonnegative(),
  /** Emails of people who already have an account here: not invited. */
  already_users: z.array(z.string()),
  list: z.object({ id, name: z.string() }).nullable(),
  message: z.string(),
  warnings: z.array(z.string()),
});

export type InvitationRecord = z.infer<typeof invitationSchema>;
export type InvitationListResponse = z.infer<typeof invitationListResponse>;
export type InvitationSentResponse = z.infer<typeof invitationSentResponse>;
export type InvitationUploadResponse = z.infer<typeof invitationUploadResponse>;
