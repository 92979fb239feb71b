import { z } from 'zod';
import { idSchema } from './ids.ts';

/** Spec events §2 "Collections": the list's tabs (default: the first). */
export const COLLECTION_TABS = ['upcoming', 'past', 'drafts'] as const;
export type CollectionTab = (typeof COLLECTION_TABS)[number];
export const COLLECTION_TAB_LABELS: Record<CollectionTab, string> = {
  upcoming: 'Upcoming',
  past: 'Past',
  drafts: 'Drafts',
};

/** Spec §9: pages of 12; a collection image at most 15 MB, stored 1024 px wide as JPEG at 0.7, cropped 16:9. */
export const COLLECTIONS_PAGE_SIZE = 12;
export const COLLECTION_IMAGE_MAX_BYTES = 15 * 1024 * 1024;
export const COLLECTION_IMAGE_WIDTH = 1024;
export const COLLECTION_IMAGE_QUALITY = 0.7;
export const COLLECTION_IMAGE_ASPECT = 16 / 9;
export const COLLECTION_IMAGE_MIN_CROP_HEIGHT = 30;
/** Spec §5: the image types a collection image may be. */
export const COLLECTION_IMAGE_TYPES = [
  'image/bmp',
  'image/gif',
  'image/jpeg',
  'image/png',
  'image/svg+xml',
  'image/tiff',
  'image/webp',
  'image/x-icon',
  'image/avif',
] as const;
/** Spec §9: the redirect after a delete waits 500 ms. */
export const COLLECTION_DELETE_REDIRECT_MS = 500;
/** Spec §9: the details page's event filter. */
export const COLLECTION_EVENT_FILTERS = ['all', 'upcoming', 'past'] as const;
export type CollectionEventFilter = (typeof COLLECTION_EVENT_FILTERS)[number];
export const COLLECTION_EVENT_FILTER_LABELS: Record<CollectionEventFilter, string> = {
  all: 'All events',
  upcoming: 'Upcoming events',
  past: 'Past events',
};

/** Spec events §4, §5, §8 (Collections): the texts, word for word. */
export const COLLECTION_MESSAGES = {
  nameRequired: 'This field is required',
  organizerRequired: 'Unable to remove. You need at least 1 organizer!',
  resolveErrors: 'Please resolve errors before saving your changes',
  imageTooLarge: 'File is too large. Please upload an image smaller than 15MB.',
  imageType: 'You must upload an image file.',
  imageFailed: 'Failed to process image',
  eventTaken: 'This event already belongs to another collection',
  eventNotFound: 'Event not found',
  notFound: 'Collection not found',
  organizerNotFound: 'Organizer not found',
  created: 'Collection created successfully!',
  updated: 'Collection updated successfully!',
  deleted: 'Collection deleted successfully!',
  failed: (messages: string) => `Failed: ${messages}`,
  noData: 'Failed: No data returned',
  createFailed: (message: string) => `Failed to create collection: ${message}`,
  updateFailed: (message: string) => `Failed to update collection: ${message}`,
  deleteFailed: (message: string) => `Failed to delete collection: ${message}`,
  saveError: (message: string) => `Error saving collection: ${message}`,
  loading: 'Loading...',
  loadError: 'Error loading collection.',
  listError: 'Something went wrong.',
  end: 'You have reached the end of the collections.',
  empty: 'No collections',
  noEvents: 'No events',
  forbidden: 'You are not allowed to manage collections.',
} as const;

const ids = z.array(idSchema).max(500);

/**
 * The collection mutation's input as the server reads it (spec §7: ids as strings, `collectionImage` the cropped
 * image as a data URL, or null to remove it). The name is checked apart (`nameProblem`): a draft may be unnamed.
 */
export const collectionInput = z.object({
  name: z.string().trim().max(200).default(''),
  description: z.string().max(100_000).default(''),
  eventIds: ids.default([]),
  organizerEmployeeIds: z.array(idSchema, { error: COLLECTION_MESSAGES.organizerRequired }).max(500),
  /** A data URL of the cropped image (at most 15 MB decoded); null removes the image; absent keeps it. */
  collectionImage: z.string().max(21_000_000).nullable().optional(),
  config: z
    .object({
      coverImageDimensions: z
        .object({ width: z.number().int().min(0).max(100_000), height: z.number().int().min(0).max(100_000) })
        .nullable()
        .optional(),
    })
    .nullish(),
});
export type CollectionInput = z.infer<typeof collectionInput>;

/** Spec §5: the name is required on publish and on an update of a published collection. */
export const nameProblem = (name: string, published: boolean) =>
  published && name.trim() === '' ? COLLECTION_MESSAGES.nameRequired : null;

/** Spec §5: at least 1 organizer. */
export const organizersProblem = (ids: readonly unknown[]) =>
  ids.length === 0 ? COLLECTION_MESSAGES.organizerRequired : null;

/** Spec §4: an event may be chosen when it is in no collection or already in this one. */
export const eventSelectable = (eventCollectionId: number | null, collectionId: number | null) =>
  eventCollectionId === null || eventCollectionId === collectionId;

/** Spec §4: past when its end is before now; announcements only while it is not. */
export const isPastCollection = (endsAt: Date | string | null, now: Date) =>
  endsAt !== null && new Date(endsAt).getTime() < now.getTime();
