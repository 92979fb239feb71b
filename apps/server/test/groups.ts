import type { GroupDetailRecord } from '@huddle/domain/contracts/groups';
import type { TestApp } from './build-app.ts';
import { callAs } from './call.ts';
import type { Session } from './tenants.ts';

/**
 * Creates a group through the API as `s`, named Runners and run by `s` unless `group` says otherwise (the form's
 * fields: `private`, `office_ids`, `group_admin_ids`, …).
 */
export async function createGroup(t: Pick<TestApp, 'app'>, s: Session, group: Record<string, unknown> = {}) {
  const r = await callAs(t, s, 'POST', '/api/groups', {
    group: { name: 'Runners', group_admin_ids: [s.user.id], ...group },
  });
  if (r.statusCode !== 201) throw new Error(`group not created: ${r.statusCode} ${r.body}`);
  return r.json().group as GroupDetailRecord;
}
