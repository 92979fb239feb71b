import { z } from 'zod';
import { pageMetaSchema } from './page-meta.ts';

/**
 * The JSON the offices routes answer (docs/api-admin.md, spec platform §7): the offices module's response contract,
 * in the pattern of contracts/events.ts.
 */

const id = z.number().int().positive();
const count = z.number().int().nonnegative();

/** An office with how much uses it: active people, events and live groups. */
export const officeSchema = z.object({
  id,
  name: z.string(),
  users_count: count,
  events_count: count,
  groups_count: count,
});

/** GET /api/offices. */
export const officeListResponse = z.object({ data: z.array(officeSchema), meta: pageMetaSchema });
/** POST /api/offices (201), PATCH /api/offices/{id}. */
export const officeResponse = z.object({ office: officeSchema });

export type OfficeRecord = z.infer<typeof officeSchema>;
export type OfficeListResponse = z.infer<typeof officeListResponse>;
export type OfficeResponse = z.infer<typeof officeResponse>;
