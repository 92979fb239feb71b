import { z } from 'zod';

/**
 * The `meta` of the admin lists paged with `page` and `per_page` (offices, users, invitations, group members): the
 * server's `pageMeta`.
 */
export const pageMetaSchema = z.object({
  total_pages: z.number().int().nonnegative(),
  total_count: z.number().int().nonnegative(),
  next_page: z.number().int().positive().nullable(),
  prev_page: z.number().int().positive().nullable(),
});

export type PageMetaRecord = z.infer<typeof pageMetaSchema>;
