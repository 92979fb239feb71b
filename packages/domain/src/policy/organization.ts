import { can } from '../roles.ts';
import type { Subject } from './subject.ts';

/** Spec platform §6, §2.9: the organization's settings, offices, types and email domains are the admins'. */
export const mayManageOrganizationSettings = (subject: Pick<Subject, 'role'>) =>
  can(subject.role, 'managePlatformSettings');
export const mayManageOffices = mayManageOrganizationSettings;

/** Spec platform §6: integrations (Slack, calendars, Zoom, SSO) are the admins'. */
export const mayManageIntegrations = (subject: Pick<Subject, 'role'>) => can(subject.role, 'manageIntegrations');

/** Guest engagement §6 "Budget tab on settings: admins only". */
export const mayManageBudgets = (subject: Pick<Subject, 'role'>) => can(subject.role, 'manageBudgets');
