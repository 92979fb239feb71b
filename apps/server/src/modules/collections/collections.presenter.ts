import { isPastCollection } from '@huddle/domain/collection-schemas';
import { mayManageCollections } from '@huddle/domain/policy/collections';
import type { Actor } from '../auth/actor.ts';
import { fileUrl } from '../organizations/organizations.port.ts';
import type { LoadedCollections } from './collections.service.ts';

export interface PresentedCollectionEvent {
  id: number;
  name: string;
  start: string;
  ends: string;
  timezone: string;
  location: string;
  published: boolean;
  coverImageUrl: string | null;
  past: boolean;
}

export interface PresentedOrganizer {
  id: number;
  fullName: string;
  email: string;
  avatarUrl: string | null;
}

/** Spec events §3 "Collection", with the caller's abilities (the web never re-derives a rule). */
export interface PresentedCollection {
  id: number;
  name: string;
  description: string;
  safeDescription: string;
  imageKey: string | null;
  imageUrl: string | null;
  startsAt: string | null;
  endsAt: string | null;
  timezone: string;
  published: boolean;
  past: boolean;
  config: { coverImageUrl: string | null; coverImageDimensions: { width: number; height: number } | null };
  organizerEmployeeIds: string[];
  organizers: PresentedOrganizer[];
  announcementCount: number;
  events: PresentedCollectionEvent[];
  organizationId: number;
  userId: number | null;
  canEdit: boolean;
  canDelete: boolean;
  canAnnounce: boolean;
}

export function presentCollections(loaded: LoadedCollections, actor: Actor): PresentedCollection[] {
  const manages = mayManageCollections(actor);
  return loaded.rows.map((row) => {
    const imageUrl = fileUrl(row.imageKey);
    const organizers = loaded.organizers.get(row.id) ?? [];
    const past = isPastCollection(row.endsAt, loaded.now);
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      safeDescription: row.safeDescription,
      imageKey: row.imageKey,
      imageUrl,
      startsAt: row.startsAt?.toISOString() ?? null,
      endsAt: row.endsAt?.toISOString() ?? null,
      timezone: row.timezone,
      published: row.published,
      past,
      config: { coverImageUrl: imageUrl, coverImageDimensions: row.config.cover_image_dimensions ?? null },
      organizerEmployeeIds: organizers.map((o) => String(o.id)),
      organizers: organizers.map((o) => ({
        id: o.id,
        fullName: `${o.firstName} ${o.lastName}`.trim() || o.email,
        email: o.email,
        avatarUrl: fileUrl(o.avatarKey),
      })),
      announcementCount: loaded.announcementCounts.get(row.id) ?? 0,
      events: (loaded.events.get(row.id) ?? []).map((e) => ({
        id: e.id,
        name: e.name,
        start: e.startAt.toISOString(),
        ends: e.endsAt.toISOString(),
        timezone: e.timezone,
        location: e.location,
        published: e.published,
        coverImageUrl: fileUrl(e.coverImageKey),
        past: e.endsAt.getTime() < loaded.now.getTime(),
      })),
      organizationId: row.organizationId,
      userId: row.createdById,
      canEdit: manages,
      canDelete: manages,
      // Spec §6: announcing is for collections whose end is not in the past.
      canAnnounce: manages && row.published && !past,
    };
  });
}
