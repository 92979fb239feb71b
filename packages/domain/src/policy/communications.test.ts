import { describe, expect, it } from 'vitest';
import {
  abilitiesOfCommunication,
  isCommunicationChangeable,
  isCommunicationSendableNow,
  mayDeleteCommunication,
  mayEditCommunication,
  mayManageCommunications,
  maySendCommunicationNow,
} from './communications.ts';

const admin = { userId: 1, role: 'admin' } as const;
const host = { userId: 7, role: 'organizer' } as const;
const demotedHost = { userId: 7, role: 'user' } as const;
const hosted = { hostIds: [7] };
const drafted = { status: 'drafted', historyType: 'invitation' } as const;

describe('communications (guests §6)', () => {
  it('are managed by admins and hosts who are organizers', () => {
    expect(mayManageCommunications(admin, hosted)).toBe(true);
    expect(mayManageCommunications(host, hosted)).toBe(true);
    expect(mayManageCommunications(demotedHost, hosted)).toBe(false);
    expect(mayManageCommunications({ userId: 8, role: 'organizer' }, hosted)).toBe(false);
  });

  it('change while unsent: drafted, scheduled, or waiting for a new schedule', () => {
    expect(isCommunicationChangeable(drafted)).toBe(true);
    expect(isCommunicationChangeable({ ...drafted, status: 'scheduled' })).toBe(true);
    expect(isCommunicationChangeable({ ...drafted, status: 'reschedule' })).toBe(true);
    expect(isCommunicationChangeable({ ...drafted, status: 'sending' })).toBe(false);
    expect(isCommunicationChangeable({ ...drafted, status: 'sent' })).toBe(false);
    expect(isCommunicationChangeable({ ...drafted, status: 'failed' })).toBe(false);
  });

  it('go now when drafted or scheduled, not while waiting for a new schedule', () => {
    expect(isCommunicationSendableNow({ ...drafted, status: 'scheduled' })).toBe(true);
    expect(isCommunicationSendableNow({ ...drafted, status: 'reschedule' })).toBe(false);
    expect(isCommunicationSendableNow({ ...drafted, historyType: 'message' })).toBe(true);
  });

  it('are edited, deleted and sent by the managers only', () => {
    expect(mayEditCommunication(host, hosted, drafted)).toBe(true);
    expect(mayDeleteCommunication(host, hosted, drafted)).toBe(true);
    expect(maySendCommunicationNow(host, hosted, drafted)).toBe(true);
    expect(mayEditCommunication(demotedHost, hosted, drafted)).toBe(false);
    expect(mayDeleteCommunication(demotedHost, hosted, drafted)).toBe(false);
    expect(maySendCommunicationNow(demotedHost, hosted, drafted)).toBe(false);
  });

  it('carry the abilities for the reader', () => {
    expect(abilitiesOfCommunication(admin, hosted, { ...drafted, status: 'reschedule' })).toEqual({
      can_edit: true,
      can_delete: true,
      can_send_now: false,
      can_copy_link: false,
    });
    expect(abilitiesOfCommunication(admin, hosted, { ...drafted, status: 'sent' })).toEqual({
      can_edit: false,
      can_delete: false,
      can_send_now: false,
      can_copy_link: false,
    });
    // A survey waiting to go out offers its link instead of send now.
    expect(abilitiesOfCommunication(admin, hosted, { ...drafted, historyType: 'survey' })).toEqual({
      can_edit: true,
      can_delete: true,
      can_send_now: false,
      can_copy_link: true,
    });
  });
});
