import { can } from '../roles.ts';
import type { Subject } from './subject.ts';

/** Spec events §6 "Manage collections": admins and organizers create, edit, publish and delete every collection. */
export const mayManageCollections = (subject: Pick<Subject, 'role'>) => can(subject.role, 'manageCollections');

/** Members see published collections; drafts are their managers' (a draft answers 404 to anyone else). */
export const mayViewCollection = (subject: Pick<Subject, 'role'>, collection: { readonly published: boolean }) =>
  collection.published || mayManageCollections(subject);
