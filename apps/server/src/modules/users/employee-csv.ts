import Papa from 'papaparse';
import {
  EMPLOYEE_CSV_MAX_ROWS,
  employeeColumnFor,
  employeeRowSchema,
  USER_ADMIN_MESSAGES,
  type EmployeeCsvColumn,
  type EmployeeRow,
} from '@huddle/domain/user-admin-schemas';
import { csvText } from '../../lib/csv.ts';
import { AppError } from '../../lib/errors.ts';

export interface ParsedEmployees {
  columns: EmployeeCsvColumn[];
  ignoredColumns: string[];
  totalRows: number;
  valid: (EmployeeRow & { line: number })[];
  invalid: { line: number; email: string; errors: string[] }[];
  duplicateCount: number;
}

const refuse = (message: string) => new AppError('validation', message, { file: [message] });

/** Text that is not UTF-8 or holds NUL bytes is not a CSV, whatever the file is called. */
function decode(data: Buffer): string {
  const text = csvText(data);
  if (text === null) throw refuse(USER_ADMIN_MESSAGES.csvUnreadable);
  return text;
}

/** Spec platform §5: the employee CSV's columns, matched loosely, each row checked on its own. */
export function parseEmployeeCsv(data: Buffer): ParsedEmployees {
  const text = decode(data);
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: 'greedy' });
  const headers = parsed.meta.fields ?? [];
  if (headers.length === 0 || parsed.data.length === 0) throw refuse(USER_ADMIN_MESSAGES.csvNoRows);
  if (parsed.data.length > EMPLOYEE_CSV_MAX_ROWS) {
    throw refuse(`The CSV has more than ${EMPLOYEE_CSV_MAX_ROWS.toLocaleString('en-US')} rows.`);
  }
  const mapping = new Map<string, EmployeeCsvColumn>();
  const ignoredColumns: string[] = [];
  for (const header of headers) {
    const column = employeeColumnFor(header);
    if (column && ![...mapping.values()].includes(column)) mapping.set(header, column);
    else if (header.trim()) ignoredColumns.push(header);
  }
  if (![...mapping.values()].includes('email')) throw refuse(USER_ADMIN_MESSAGES.csvNoEmailColumn);

  const result: ParsedEmployees = {
    columns: [...mapping.values()],
    ignoredColumns,
    totalRows: parsed.data.length,
    valid: [],
    invalid: [],
    duplicateCount: 0,
  };
  const seen = new Map<string, number>();
  parsed.data.forEach((raw, index) => {
    const line = index + 2; // the header is line 1
    const values: Record<string, string> = {};
    for (const [header, column] of mapping) values[column] = raw[header] ?? '';
    const row = employeeRowSchema.safeParse(values);
    if (!row.success) {
      result.invalid.push({ line, email: values.email ?? '', errors: row.error.issues.map((i) => i.message) });
      return;
    }
    const earlier = seen.get(row.data.email);
    if (earlier !== undefined) {
      result.duplicateCount += 1;
      result.invalid.push({ line, email: row.data.email, errors: [`Duplicate of line ${earlier}`] });
      return;
    }
    seen.set(row.data.email, line);
    result.valid.push({ ...row.data, line });
  });
  return result;
}
