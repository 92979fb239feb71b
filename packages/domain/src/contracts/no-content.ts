import { z } from 'zod';

/**
 * A 204 answer (a DELETE that only says it happened): the handler returns nothing and Fastify sends no body. The
 * OpenAPI document shows the status with a null body.
 */
export const noContentResponse = z.null().describe('No content.');
