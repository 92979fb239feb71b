import { can } from '../roles.ts';
import type { Subject } from './subject.ts';

/** Spec events §6 "See New event, Generate event": those who create events (with the ai-generate-event flag). */
export const mayGenerateAiEvents = (subject: Pick<Subject, 'role'>) => can(subject.role, 'createEvents');

/** How many generations ran (they cost money): the organization's admins. */
export const mayViewAiUsage = (subject: Pick<Subject, 'role'>) => can(subject.role, 'managePlatformSettings');
