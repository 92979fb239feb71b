import { z } from 'zod';

/** Spec platform §5: an office name is required and non-blank after trimming. */
export const OFFICE_NAME_REQUIRED = 'Office name is required';
export const officeNameSchema = z.string({ error: OFFICE_NAME_REQUIRED }).trim().min(1, OFFICE_NAME_REQUIRED).max(120);

export const OFFICE_MESSAGES = {
  created: 'Your office was created.',
  updated: 'Your office was updated.',
  deleted: 'Office was deleted.',
  failed: 'Something went wrong, please try again.',
} as const;
