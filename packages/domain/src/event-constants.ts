/**
 * The events area's words, tabs and sizes without zod: the events list (the first page most people see) needs
 * these and nothing of the schemas, so importing them never brings the schema library into its first load.
 */
/** Spec events §5, §8: the events area's words. */
export const EVENT_MESSAGES = {
  nameRequired: 'Event name is required',
  fieldRequired: 'This field is required',
  hostRequired: 'At least 1 host is required',
  lastOrganizer: 'Unable to remove. You need at least 1 organizer!',
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  dateInPast: 'Date is in the past',
  timeInFuture: 'Time must be in the future',
  dateInFuture: 'Date must be in the future',
  endAfterStart: 'Event end time must be after start time',
  invalidDate: 'Invalid date',
  noTitle: 'There is no title',
  titleRequired: 'Title is required',
  linkRequired: 'Link is required',
  linkInvalid: 'Enter a valid link (https://…)',
  publicOff: 'Public events are turned off for this organization.',
  meetingLinkInvalid: 'Make sure to add a valid URL.',
  coverTooLarge:
    'The image you selected exceeds the maximum allowable size for upload (20 MB). Please select a smaller image and try again.',
  imageInvalid: 'You must upload an image file.',
  sameCurrency: 'All selected groups must have the same currency',
  sameCurrencyHelp: 'Please ensure all groups selected share the same currency.',
  resolveErrors: 'Please resolve errors before saving your changes',
  duplicated: 'The event has been duplicated! You can rename and update as needed, then publish it!',
  duplicateFailed: 'Something went wrong when cloning the event',
  failed: 'Something went wrong, please try again.',
  deleted: 'Your event was deleted.',
  loadFailed: (error: string) => `An error occurred loading the event. ${error}`,
  saveFailed: 'There was an error saving your event',
  publishFailed: 'Failed to publish event',
  imageUploadFailed: 'Your event was saved, but there was a problem uploading your image. Please try again!',
  sendUpdatePrompt: 'Would you like to send your guests an update?',
  draftSaved: 'Your draft was saved.',
  published: 'Your event is published!',
  updated: 'Your event was updated.',
  noEvents: 'No events',
  endOfList: "You've reached the end of the events.",
  notFound: 'Event not found',
  collectionNotFound: 'Collection not found',
  collectionTaken: 'This event already belongs to another collection',
  locked: 'This event has started, so it can no longer be changed.',
  notEditable: 'Only the event’s organizers and admins can change it.',
  copyLinkDone: 'Event link copied!',
  clipboardUnsupported: 'Clipboard not supported. Please check your browser settings.',
  copyFailed: (thing: string) => `Unable to copy ${thing}.`,
  groupNotFound: 'Group not found',
  officeNotFound: 'Office not found',
  hostNotFound: 'One or more organizers were not found.',
  eventTypeNotFound: 'Event type not found',
} as const;

export const EVENT_TABS = ['upcoming', 'mine', 'past', 'draft', 'calendar'] as const;
export type EventTab = (typeof EVENT_TABS)[number];
export const EVENT_LIST_TABS = ['upcoming', 'mine', 'past', 'draft'] as const;
export type EventListTab = (typeof EVENT_LIST_TABS)[number];
export const EVENT_TAB_LABELS: Record<EventTab, string> = {
  upcoming: 'Upcoming',
  mine: 'My events',
  past: 'Past events',
  draft: 'Drafts',
  calendar: 'Calendar',
};
/** Manager tabs of /event/{id}/{tab}; budget only with the event-budget flag. */
export const EVENT_MANAGER_TABS = ['details', 'surveys', 'communications', 'guests', 'budget', 'analytics'] as const;
export const EVENT_LEGACY_TABS: Record<string, string> = { edit: 'details', guest_list: 'guests' };

export const EVENTS_PAGE_SIZE = 12;
/** Spec events §9: the infinite scroll (events and collections) loads more 100 px early, at this share by width. */
export const scrollThreshold = (width: number) => (width < 480 ? 0.5 : width < 768 ? 0.7 : 0.8);
export const SCROLL_ROOT_MARGIN_PX = 100;
export const EVENT_COVER_MAX_BYTES = 20 * 1024 * 1024;
export const EVENT_DESCRIPTION_COLLAPSE_PX = 100;
export const EMPTY_STATE_DELAY_MS = 400;
export const LOADER_DELAY_MS = 100;
export const CALENDAR_RANGE_PADDING_DAYS = 6;
export const MAX_DUPLICATE_COPIES = 20;
