import { describe, expect, it } from 'vitest';
import {
  COMMUNICATION_MESSAGES as M,
  communicationActions,
  defaultInvitationSubject,
  emailReminderInput,
  historyNeedsPolling,
  invitationMethodRefusal,
  isBlankHtml,
  scheduleRefusal,
} from './communication-schemas.ts';

const now = new Date('2026-11-22T12:00:00Z');
const start = '2026-11-30T12:00:00Z';

describe('scheduleRefusal', () => {
  it('gives the spec message for each bad time', () => {
    expect(scheduleRefusal(null, now, 'invitation', start)).toBe(M.selectDateOrCancel);
    expect(scheduleRefusal('soon', now, 'invitation', start)).toBe(M.invalidDate);
    expect(scheduleRefusal('2026-11-22T11:59:00Z', now, 'message', start)).toBe(M.scheduleInFuture);
    expect(scheduleRefusal('2026-11-30T12:00:00Z', now, 'invitation', start)).toBe(M.scheduleBeforeEvent);
  });
  it('lets a message go after the start and an invitation before it', () => {
    expect(scheduleRefusal('2026-12-01T12:00:00Z', now, 'message', start)).toBeNull();
    expect(scheduleRefusal('2026-11-29T12:00:00Z', now, 'invitation', start)).toBeNull();
  });
});

describe('rules', () => {
  it('counts markup-only bodies as empty', () => {
    expect(isBlankHtml('<p> &nbsp;</p><br>')).toBe(true);
    expect(isBlankHtml('<p>Hi</p>')).toBe(false);
  });
  it('offers actions by status', () => {
    expect(communicationActions('scheduled', 'invitation')).toEqual(['edit', 'delete', 'send_now']);
    expect(communicationActions('drafted', 'survey')).toEqual(['edit', 'delete', 'copy_link']);
    expect(communicationActions('reschedule', 'invitation')).toEqual(['edit', 'delete']);
    expect(communicationActions('sent', 'message')).toEqual([]);
  });
  it('polls while a message or an upcoming event’s invitation is on its way', () => {
    expect(historyNeedsPolling([{ status: 'sending', historyType: 'message' }], true)).toBe(true);
    expect(historyNeedsPolling([{ status: 'sending', historyType: 'invitation' }], true)).toBe(false);
    expect(historyNeedsPolling([{ status: 'drafted', historyType: 'invitation' }], false)).toBe(true);
    expect(historyNeedsPolling([{ status: 'scheduled', historyType: 'message' }], false)).toBe(false);
  });
  it('blocks calendar and Slack where RSVPs may pause, and everything while paused', () => {
    const pausable = { rsvp_pause_allowed: true, rsvp_pause_active: false };
    expect(invitationMethodRefusal('calendar', pausable)).toBe(M.pauseEmailOnly);
    expect(invitationMethodRefusal('email', pausable)).toBeNull();
    expect(invitationMethodRefusal('email', { ...pausable, rsvp_pause_active: true })).toBe(M.pausedBlocked);
  });
  it('defaults the subject and needs a body only for Email guests', () => {
    expect(defaultInvitationSubject('Party ')).toBe('You are invited to Party');
    const base = { event_id: 1, subject: 'Hi', recipients: ['invited'] };
    expect(emailReminderInput.safeParse({ email_params: { ...base, body: '<p></p>' } }).success).toBe(false);
    expect(
      emailReminderInput.safeParse({ email_params: { ...base, recipients: ['a@b.co'], send_preview: true } }).success,
    ).toBe(true);
  });
});
