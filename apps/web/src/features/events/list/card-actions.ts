import type { HuddleEvent } from '../../../lib/event/event-models';
import { isPastEditableUntil } from '../../../lib/event/editable-until';

// What the card's menu offers, apart from the menu so that its lazily loaded popup can name these types too.

export type CardEvent = Pick<
  HuddleEvent,
  'id' | 'name' | 'start' | 'published' | 'editable_until' | 'can_edit' | 'can_delete' | 'can_duplicate'
>;

/**
 * Which actions a card offers (spec events §2, §6): the server's abilities say which; past `editable_until` a page
 * left open stops offering Edit and Delete.
 */
export function cardActions(event: CardEvent, now = new Date()) {
  const locked = isPastEditableUntil(event, now);
  return {
    edit: event.can_edit && !locked,
    view: true,
    duplicate: event.can_duplicate,
    delete: event.can_delete && !locked,
  };
}

export type CardActions = ReturnType<typeof cardActions>;
