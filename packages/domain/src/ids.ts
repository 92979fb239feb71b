import { z } from 'zod';

/** Ids are PostgreSQL integers: anything outside 1..2^31-1 names nothing (and must not reach the database). */
export const MAX_ID = 2_147_483_647;
export const idSchema = z.coerce.number().int().positive().max(MAX_ID);
