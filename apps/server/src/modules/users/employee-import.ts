import { DEFAULT_TIMEZONE } from '@huddle/domain/constants';
import { mayChangeUserStatus } from '@huddle/domain/policy/users';
import { USER_ADMIN_MESSAGES } from '@huddle/domain/user-admin-schemas';
import type { Tenancy } from '../../db/tenancy.ts';
import type { Actor } from '../auth/actor.ts';
import type { OfficesPort } from '../offices/offices.port.ts';
import { parseEmployeeCsv } from './employee-csv.ts';
import * as usersRepository from './users.repository.ts';

const PREVIEW_ROWS = 100;

/**
 * Employee CSV upload (spec platform §5, §7 upload_employees): new emails become employees (who can sign up later),
 * known ones are updated; the preview (dry run) and the upload answer the same report. Writes happen in batches in
 * the request's transaction, so a failure changes nothing.
 */
export function createEmployeeImport(deps: { bind: Tenancy['bind']; offices: OfficesPort }) {
  const repo = deps.bind(usersRepository);
  return {
    async run(actor: Actor, file: Buffer, dryRun: boolean) {
      const parsed = parseEmployeeCsv(file);
      const has = (column: string) => parsed.columns.includes(column as never);
      const known = await repo.findIdsByEmails(parsed.valid.map((r) => r.email));
      const fresh = parsed.valid.filter((r) => !known.has(r.email));
      const existing = parsed.valid.filter((r) => known.has(r.email));

      if (!dryRun && parsed.valid.length > 0) {
        const officeNames = parsed.valid.map((r) => r.office).filter((o): o is string => Boolean(o));
        const officeIds = await deps.offices.findOrCreateMany(officeNames);
        const officeOf = (name: string | null) => (name ? (officeIds.get(name.toLowerCase()) ?? null) : null);
        await repo.insertUsers(
          fresh.map((r) => ({
            email: r.email,
            firstName: r.first_name,
            lastName: r.last_name,
            role: r.role,
            status: r.status,
            officeId: officeOf(r.office),
            timezone: DEFAULT_TIMEZONE,
            birthday: r.birthday,
            startDate: r.start_date,
            ethnicity: r.ethnicity,
            gender: r.gender,
          })),
        );
        const updates = existing.map((r) => {
          const id = known.get(r.email)!.id;
          // Role and status change only when the file has those columns, and never for the uploader: an admin
          // changes other people's accounts only (policy/users).
          const others = mayChangeUserStatus(actor, { id });
          return {
            id,
            first_name: r.first_name,
            last_name: r.last_name,
            office_id: officeOf(r.office),
            role: has('role') && others ? r.role : null,
            status: has('status') && others ? r.status : null,
            birthday: r.birthday,
            start_date: r.start_date,
            ethnicity: r.ethnicity,
            gender: r.gender,
          };
        });
        await repo.updateEmployees(updates);
        const deactivated = updates.filter((u) => u.status === 'deactivated').map((u) => u.id);
        await repo.deleteSessionsOfMany(deactivated);
      }

      return {
        dry_run: dryRun,
        columns: parsed.columns,
        ignored_columns: parsed.ignoredColumns,
        total_rows: parsed.totalRows,
        valid_count: parsed.valid.length,
        invalid_count: parsed.invalid.length,
        duplicate_count: parsed.duplicateCount,
        created_count: fresh.length,
        updated_count: existing.length,
        rows: parsed.valid.slice(0, PREVIEW_ROWS).map((r) => ({ ...r, exists: known.has(r.email) })),
        invalid: parsed.invalid.slice(0, PREVIEW_ROWS),
        ...(dryRun ? {} : { message: USER_ADMIN_MESSAGES.csvUploaded }),
      };
    },
  };
}

export type EmployeeImport = ReturnType<typeof createEmployeeImport>;
