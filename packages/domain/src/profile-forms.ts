import { z } from 'zod';
import { editProfileForm } from './auth-forms.ts';
import { timezoneSchema } from './auth-schemas.ts';
import { officeNameSchema } from './office-schemas.ts';

export const OFFICE_REQUIRED = 'Office is required';

/**
 * The office picked in a profile form: an existing office (id and name) or a name typed by the user
 * (id null), which the server creates on save (update_profile `office_raw`).
 */
export const officeChoiceSchema = z.object(
  { id: z.number().int().positive().nullable(), name: officeNameSchema },
  { error: OFFICE_REQUIRED },
);
export type OfficeChoice = z.infer<typeof officeChoiceSchema>;

/** Spec §2.7 and §5: timezone and office are both required in the welcome step. */
export const welcomeProfileForm = z.object({ timezone: timezoneSchema, office: officeChoiceSchema });
export type WelcomeProfileForm = z.infer<typeof welcomeProfileForm>;

/** Edit profile with the same office picker; the office may stay empty outside the welcome step. */
export const editProfileOfficeForm = editProfileForm
  .omit({ office_id: true })
  .extend({ office: officeChoiceSchema.nullable(), current_password: z.string().optional() });
export type EditProfileOfficeForm = z.infer<typeof editProfileOfficeForm>;

/** The update_profile fields for a choice: `office_id` for an existing office, `office_raw` for a new name. */
export function officeFields(choice: OfficeChoice): { office_id: number } | { office_raw: string } {
  return choice.id === null ? { office_raw: choice.name.trim() } : { office_id: choice.id };
}
