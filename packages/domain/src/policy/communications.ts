import { communicationActions, type CommunicationStatus, type HistoryType } from '../communication-schemas.ts';
import { mayManageEvent, type HostFacts } from './events.ts';
import type { Subject } from './subject.ts';

/** What the communication rules read of a saved invitation or message. */
export interface CommunicationFacts {
  readonly status: CommunicationStatus;
  readonly historyType: HistoryType;
}

/**
 * Spec guest engagement §6: the event's managers (admins, and hosts who are organizers) compose, schedule, send, edit
 * and delete its communications, and read its history.
 */
export const mayManageCommunications = (subject: Subject, event: HostFacts) => mayManageEvent(subject, event);

/**
 * Spec §4 (communicationActions): only unsent ones change: drafted and scheduled ones are edited, deleted and sent
 * now; one waiting for a new schedule (reschedule) is edited or deleted.
 */
export const isCommunicationChangeable = (c: CommunicationFacts) =>
  communicationActions(c.status, c.historyType).includes('edit');
export const isCommunicationSendableNow = (c: CommunicationFacts) =>
  communicationActions(c.status, c.historyType).includes('send_now');

export function mayEditCommunication(subject: Subject, event: HostFacts, c: CommunicationFacts): boolean {
  return mayManageCommunications(subject, event) && isCommunicationChangeable(c);
}
export function mayDeleteCommunication(subject: Subject, event: HostFacts, c: CommunicationFacts): boolean {
  return mayManageCommunications(subject, event) && communicationActions(c.status, c.historyType).includes('delete');
}
export function maySendCommunicationNow(subject: Subject, event: HostFacts, c: CommunicationFacts): boolean {
  return mayManageCommunications(subject, event) && isCommunicationSendableNow(c);
}

/** A survey waiting to go out offers its answering page's link instead of send now (spec §4). */
export function mayCopySurveyLink(subject: Subject, event: HostFacts, c: CommunicationFacts): boolean {
  return mayManageCommunications(subject, event) && communicationActions(c.status, c.historyType).includes('copy_link');
}

/** The abilities a communication record carries for the person reading it (docs/api-communications.md). */
export function abilitiesOfCommunication(subject: Subject, event: HostFacts, c: CommunicationFacts) {
  return {
    can_edit: mayEditCommunication(subject, event, c),
    can_delete: mayDeleteCommunication(subject, event, c),
    can_send_now: maySendCommunicationNow(subject, event, c),
    can_copy_link: mayCopySurveyLink(subject, event, c),
  };
}
