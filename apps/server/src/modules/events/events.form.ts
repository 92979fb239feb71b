import type { FastifyRequest } from 'fastify';
import { EVENT_COVER_MAX_BYTES, EVENT_MESSAGES, eventInput, type EventInput } from '@huddle/domain/event-schemas';
import { idSchema } from '@huddle/domain/ids';
import { multipartForm, scopedFields } from '../../lib/multipart.ts';
import { parseInput } from '../../lib/validation.ts';
import type { CoverChange } from './events.port.ts';

const JSON_FIELDS = ['host_ids', 'group_ids', 'office_ids', 'resources_attributes', 'meeting_attributes', 'config'];

export interface EventForm {
  id: number | null;
  input: EventInput;
  cover: CoverChange;
}

/** Flattens `config` (display_organizers_as_hosts) into the input the schema reads. */
function withConfig(fields: Record<string, unknown>) {
  const config = fields.config as { display_organizers_as_hosts?: unknown } | undefined;
  if (config && typeof config === 'object' && config.display_organizers_as_hosts !== undefined) {
    fields.display_organizers_as_hosts ??= config.display_organizers_as_hosts;
  }
  delete fields.config;
  return fields;
}

/** The form as sent, before validation: the id (publish names the event in the form) is read first. */
export interface RawEventForm {
  id: number | null;
  fields: Record<string, unknown>;
  cover: CoverChange;
}

/** The event form's one file (the routes' `config.multipart`). */
export const eventFormFiles = {
  cover_image: { maxBytes: EVENT_COVER_MAX_BYTES, tooLarge: EVENT_MESSAGES.coverTooLarge },
};

/**
 * Spec events §7: the event form is multipart (`event[...]` fields, JSON arrays and attributes, a `cover_image`
 * file, `coverImageChanged`) or JSON `{event: {...}}`.
 */
export function readEventFields(request: FastifyRequest): RawEventForm {
  let fields: Record<string, unknown>;
  let cover: CoverChange = {};
  if (request.isMultipart()) {
    const form = multipartForm(request);
    fields = scopedFields(form, 'event', JSON_FIELDS);
    cover = {
      image: form.files.cover_image,
      removed: form.fields.coverImageChanged === 'true' && !form.files.cover_image,
    };
  } else {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const event = (body.event ?? {}) as Record<string, unknown>;
    fields = { ...event };
    for (const key of [
      'resources_attributes',
      'meeting_attributes',
      'config',
      'send_email_updates',
      'email_updates_message',
    ]) {
      if (body[key] !== undefined) fields[key] = body[key];
    }
    cover = { removed: body.coverImageChanged === true || event.cover_image === null };
  }
  const id = fields.id === undefined || fields.id === '' ? null : parseInput(idSchema, fields.id);
  delete fields.id;
  delete fields.published;
  delete fields.coverImageChanged;
  // The spec's form names the type event_type_ids; one type per event.
  if (fields.event_type_ids !== undefined && fields.event_type_id === undefined) {
    const ids = fields.event_type_ids;
    fields.event_type_id = Array.isArray(ids) ? (ids[0] ?? null) : ids;
  }
  delete fields.event_type_ids;
  return { id, fields: withConfig(fields), cover };
}

/**
 * Validates the form; for an existing event `stored` holds its current fields, so whatever the caller did not
 * send keeps its value (an update never resets privacy, description, groups or offices it did not mention).
 */
export function parseEventForm(raw: RawEventForm, stored?: Record<string, unknown>): EventForm {
  return { id: raw.id, input: parseInput(eventInput, { ...stored, ...raw.fields }), cover: raw.cover };
}
