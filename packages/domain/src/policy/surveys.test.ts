import { describe, expect, it } from 'vitest';
import { abilitiesOfSurveyTemplate, mayManageSurveys, maySendSurvey, mayViewSurveyTemplate } from './surveys.ts';

const admin = { userId: 1, role: 'admin' } as const;
const organizer = { userId: 2, role: 'organizer' } as const;
const other = { userId: 3, role: 'organizer' } as const;
const user = { userId: 4, role: 'user' } as const;
const NOW = new Date('2026-11-22T12:00:00Z');

describe('survey policy (spec §6)', () => {
  it('lets admins and organizer co-hosts manage an event’s surveys, not a host who is a plain user', () => {
    expect(mayManageSurveys(admin, { hostIds: [] })).toBe(true);
    expect(mayManageSurveys(organizer, { hostIds: [2] })).toBe(true);
    expect(mayManageSurveys(other, { hostIds: [2] })).toBe(false);
    expect(mayManageSurveys(user, { hostIds: [4] })).toBe(false);
  });
  it('sends only the post-event survey, once the event has started', () => {
    const started = { hostIds: [2], start: new Date(NOW.getTime() - 1) };
    expect(maySendSurvey(organizer, started, 'post', NOW)).toBe(true);
    expect(maySendSurvey(organizer, started, 'pre', NOW)).toBe(false);
    expect(maySendSurvey(organizer, { hostIds: [2], start: new Date(NOW.getTime() + 1) }, 'post', NOW)).toBe(false);
  });
  it('lets only the creator or an admin edit or delete a template; others view and duplicate shared ones', () => {
    const shared = { creatorId: 2, privacy: 'shared' } as const;
    expect(abilitiesOfSurveyTemplate(organizer, shared)).toEqual({
      can_edit: true,
      can_delete: true,
      can_duplicate: true,
    });
    expect(abilitiesOfSurveyTemplate(admin, shared)).toEqual({ can_edit: true, can_delete: true, can_duplicate: true });
    expect(abilitiesOfSurveyTemplate(other, shared)).toEqual({
      can_edit: false,
      can_delete: false,
      can_duplicate: true,
    });
    expect(mayViewSurveyTemplate(user, shared)).toBe(false);
  });
  it('shows a private template to its creator only, admins included', () => {
    const mine = { creatorId: 2, privacy: 'private' } as const;
    expect(mayViewSurveyTemplate(organizer, mine)).toBe(true);
    expect(mayViewSurveyTemplate(other, mine)).toBe(false);
    expect(mayViewSurveyTemplate(admin, mine)).toBe(false);
  });
});
