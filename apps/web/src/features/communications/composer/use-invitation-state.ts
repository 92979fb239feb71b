import { useState } from 'react';
import { GUEST_TYPES, isBlankHtml, RECIPIENT_TYPE_OF, type GuestType } from '@huddle/domain/communication-schemas';
import type { InvitationForm } from '../api/get-invitation-form';
import type { RecipientOption } from '../api/get-recipient-options';

/** The chosen rows per guest type, kept whole so the summary can name them without another request. */
export type Selections = Record<GuestType, RecipientOption[]>;

export const emptySelections = (): Selections => ({ contact: [], group: [], list: [], office: [] });

export const selectedCount = (selections: Selections) =>
  GUEST_TYPES.reduce((sum, type) => sum + selections[type].length, 0);

/** The body's recipient_attributes: every guest type with its ids (spec §7). */
export function recipientAttributes(selections: Selections) {
  return GUEST_TYPES.map((type) => ({
    recipient_type: RECIPIENT_TYPE_OF[type],
    recipient_ids: selections[type].map((option) => option.id),
  }));
}

function sameIds(a: RecipientOption[], b: RecipientOption[]): boolean {
  if (a.length !== b.length) return false;
  const ids = new Set(a.map((option) => option.id));
  return b.every((option) => ids.has(option.id));
}

function merge(current: RecipientOption[], added: RecipientOption[]): RecipientOption[] {
  const known = new Set(current.map((option) => option.id));
  return [...current, ...added.filter((option) => !known.has(option.id))];
}

/** What the invitation composer edits: subject, custom message and the selected recipients. */
export function useInvitationState(form: InvitationForm) {
  const [initial] = useState(() => ({
    subject: form.invite_subject ?? '',
    body: form.invite_body ?? '',
    selections: { ...emptySelections(), ...form.selections },
  }));
  const [subject, setSubject] = useState(initial.subject);
  const [body, setBody] = useState(initial.body);
  const [selections, setSelections] = useState<Selections>(initial.selections);

  const update = (type: GuestType, change: (rows: RecipientOption[]) => RecipientOption[]) =>
    setSelections((current) => ({ ...current, [type]: change(current[type]) }));

  const contentDirty =
    subject !== initial.subject ||
    // An empty editor and markup without text are the same message: none.
    (isBlankHtml(body) ? !isBlankHtml(initial.body) : body !== initial.body) ||
    GUEST_TYPES.some((type) => !sameIds(selections[type], initial.selections[type]));

  return {
    subject,
    setSubject,
    body,
    setBody,
    selections,
    total: selectedCount(selections),
    contentDirty,
    isSelected: (type: GuestType, id: number) => selections[type].some((option) => option.id === id),
    toggle: (type: GuestType, option: RecipientOption) =>
      update(type, (rows) =>
        rows.some((row) => row.id === option.id) ? rows.filter((row) => row.id !== option.id) : [...rows, option],
      ),
    add: (type: GuestType, options: RecipientOption[]) => update(type, (rows) => merge(rows, options)),
    removeMany: (type: GuestType, ids: number[]) => update(type, (rows) => rows.filter((row) => !ids.includes(row.id))),
    remove: (type: GuestType, id: number) => update(type, (rows) => rows.filter((row) => row.id !== id)),
    clear: () => setSelections(emptySelections()),
  };
}

export type InvitationState = ReturnType<typeof useInvitationState>;
