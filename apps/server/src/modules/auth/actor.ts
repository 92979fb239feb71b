import type { Role } from '@huddle/domain/roles';

/** Who makes a request: kept apart from auth.service.ts so that every service can name it without importing auth. */
export interface Actor {
  userId: number;
  organizationId: number;
  role: Role;
  sessionId: number;
  via: 'bearer' | 'cookie';
}
