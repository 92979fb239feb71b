import { useId } from 'react';
import { vi } from 'vitest';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { makeEvent } from '../../../test/event-fixtures';
import { makeUser } from '../../../test/fixtures';
import { mockFetch, type Responder } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import type { InvitationForm } from '../api/get-invitation-form';
import type { CollectionOptionRecord, ContactOptionRecord } from '@huddle/domain/contracts/communications';
import type { RecipientOption } from '../api/get-recipient-options';
import ComposerDialog, { type ComposerDialogProps } from './composer-dialog';

/**
 * Stands in for the tiptap field in tests (jsdom cannot type into a contenteditable): a labelled textarea whose
 * value is the HTML, so a test can enter markup such as '<p> </p>'.
 */
export function FakeRichTextField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} value={value} onChange={(event) => onChange(event.target.value)} />
      {error && <p>{error}</p>}
    </div>
  );
}

export function contact(id: number, name: string, more: Partial<ContactOptionRecord> = {}): ContactOptionRecord {
  return {
    id,
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@acme.test`,
    status: null,
    previously_invited: false,
    scheduled_for: null,
    sent_at: null,
    selectable: true,
    ...more,
  };
}

export function collection(
  id: number,
  name: string,
  members: number,
  more: Partial<CollectionOptionRecord> = {},
): CollectionOptionRecord {
  return {
    id,
    name,
    members,
    status: null,
    scheduled_for: null,
    sent_at: null,
    private: false,
    selectable: members > 0,
    ...more,
  };
}

export function makeInvitationForm(overrides: Partial<InvitationForm> = {}): InvitationForm {
  return {
    communication_history_id: null,
    event_id: 12,
    invite_type: 'email',
    status: null,
    can_edit: true,
    is_scheduled: false,
    scheduled_for: null,
    notifies: true,
    invite_subject: 'You are invited to Team offsite',
    invite_body: '',
    has_calendar_invite: false,
    rsvp_pause_active: false,
    rsvp_pause_allowed: false,
    has_lists: false,
    selections: { contact: [], group: [], list: [], office: [] },
    ...overrides,
  };
}

export const page = (rows: RecipientOption[], total = rows.length) => ({
  body: { data: rows, meta: { total_count: total, total_pages: 1 } },
});

/** Every request's full URL, to check query strings (mockFetch routes ignore them). */
export function serveComposer(routes: Record<string, Responder>) {
  const urls: URL[] = [];
  const recording: Record<string, Responder> = {};
  const all: Record<string, Responder> = {
    'GET /api/users/current': { body: { user: makeUser('organizer') } },
    'GET /api/feature_flags': { body: { flags: {} } },
    ...routes,
  };
  for (const [route, responder] of Object.entries(all)) {
    recording[route] = (request) => {
      urls.push(request.url);
      return typeof responder === 'function' ? responder(request) : responder;
    };
  }
  const mocked = mockFetch(recording);
  return { ...mocked, urls };
}

export function renderComposer(props: Partial<ComposerDialogProps> & { event?: HuddleEvent } = {}) {
  const onClose = vi.fn();
  const event = props.event ?? makeEvent({ invitees_count: 3 });
  const result = renderWithProviders(
    <ComposerDialog
      event={event}
      type={props.type ?? 'invitation'}
      method={props.method ?? 'email'}
      commId={props.commId ?? null}
      onClose={onClose}
    />,
  );
  return { ...result, onClose, event };
}
