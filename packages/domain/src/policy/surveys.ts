import { hasStarted } from '../event-rules.ts';
import { can } from '../roles.ts';
import { mayManageEvent, type HostFacts } from './events.ts';
import { isAdmin, type Subject } from './subject.ts';

/**
 * Spec guest engagement §6: surveys are an organizer-or-above area, and an organizer must also co-host the event to
 * manage (build, send, read the results and export) its surveys. Admins manage every event's.
 */
export const mayManageSurveys = (subject: Subject, event: HostFacts) =>
  can(subject.role, 'manageSurveys') && mayManageEvent(subject, event);

/** Spec §6 "Send survey is available for post-event surveys once the event has started". */
export function maySendSurvey(
  subject: Subject,
  event: HostFacts & { readonly start: Date },
  style: 'pre' | 'post',
  now: Date,
) {
  return style === 'post' && mayManageSurveys(subject, event) && hasStarted(event, now);
}

/** What the template rules read of a template. */
export interface TemplateFacts {
  readonly creatorId: number | null;
  readonly privacy: 'private' | 'shared';
}

/** Survey-template navigation and "My survey templates" show for organizers and admins (spec §6). */
export const mayUseSurveyTemplates = (subject: Pick<Subject, 'role'>) => can(subject.role, 'manageSurveys');

const isCreator = (subject: Pick<Subject, 'userId'>, t: TemplateFacts) => t.creatorId === subject.userId;

/** Private = only me; Shared = any organizer in the company (spec §2, §6). */
export const mayViewSurveyTemplate = (subject: Subject, t: TemplateFacts) =>
  mayUseSurveyTemplates(subject) && (t.privacy === 'shared' || isCreator(subject, t));

/** Only the creator or an admin may edit or delete a template (spec §6); a private one stays its creator's. */
export const mayEditSurveyTemplate = (subject: Subject, t: TemplateFacts) =>
  mayViewSurveyTemplate(subject, t) && (isCreator(subject, t) || isAdmin(subject));
export const mayDeleteSurveyTemplate = mayEditSurveyTemplate;
/** Others view and duplicate. */
export const mayDuplicateSurveyTemplate = mayViewSurveyTemplate;

export function abilitiesOfSurveyTemplate(subject: Subject, t: TemplateFacts) {
  return {
    can_edit: mayEditSurveyTemplate(subject, t),
    can_delete: mayDeleteSurveyTemplate(subject, t),
    can_duplicate: mayDuplicateSurveyTemplate(subject, t),
  };
}

/**
 * Spec guest-engagement §4 "Survey answering": how a visitor without an account reaches an event's survey. An open
 * event's, as on its public page; an organization event's with an email of one of the organization's extensions
 * (checked when the pre-event survey gives it); an invite-only event's only after signing in.
 */
export function visitorSurveyAccess(event: {
  readonly published: boolean;
  readonly privacy: string;
}): 'open' | 'email_extension' | 'sign_in' {
  if (!event.published || event.privacy === 'invite_only') return 'sign_in';
  return event.privacy === 'organization' ? 'email_extension' : 'open';
}
