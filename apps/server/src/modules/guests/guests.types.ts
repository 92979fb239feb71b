import type { GuestCookieProof } from '../../lib/signed-links.ts';
import type { OrganizationRow } from '../organizations/organizations.port.ts';

/** Who is asking on the public page: the host's organization, the guest this browser proved, and where links go. */
export interface PublicCaller {
  organization: OrganizationRow;
  /** The guest row (and proof version) the browser's guest cookie names for this event (ADR 10), or null. */
  provenGuest: (eventId: number) => GuestCookieProof | null;
  linkBase: string;
}

/** The guest a public answer was recorded for, so the route can give this browser its guest cookie. */
export interface RecordedGuest extends GuestCookieProof {
  eventId: number;
  endsAt: Date;
}
