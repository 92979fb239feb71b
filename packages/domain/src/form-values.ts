import { z } from 'zod';
import { idSchema } from './ids.ts';

/**
 * A yes/no field as JSON (true/false) or as a form sends it: "true"/"false", Rails' "1"/"0" (a checkbox with its
 * hidden field) and "on"/"off" (a checkbox without a value).
 */
export const formFlag = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0', 'on', 'off']).transform((v) => v === 'true' || v === '1' || v === 'on'),
]);

/** An optional id where a form's blank field (`resources_attributes[0][id]=`) means "none", as in Rails. */
export const optionalFormId = z.preprocess((v) => (v === '' || v === null ? undefined : v), idSchema.optional());
