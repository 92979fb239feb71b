import { z } from 'zod';

/**
 * What a field error says when a schema gives no message of its own (ARCHITECTURE §3.6: a schema library's default
 * text, "Invalid input: expected number, received string", never reaches a person). Schemas with the spec's words
 * keep them: zod consults this map only for issues without a message of their own.
 */
export const FIELD_MESSAGES = {
  required: 'This field is required.',
  number: 'Must be a number.',
  wholeNumber: 'Must be a whole number.',
  boolean: 'Must be true or false.',
  text: 'Must be text.',
  list: 'Must be a list.',
  object: 'Must be a set of fields.',
  date: 'Invalid date',
  email: 'Enter a valid email address.',
  url: 'Enter a valid link (https://…)',
  format: 'Is not in the expected format.',
  invalid: 'Is not a valid value.',
  atLeastOne: 'Select at least one.',
  unknownFields: (keys: readonly string[]) => `Unknown field(s): ${keys.join(', ')}.`,
  oneOf: (values: readonly unknown[]) => `Must be one of: ${values.map(String).join(', ')}.`,
  multipleOf: (divisor: unknown) => `Must be a multiple of ${String(divisor)}.`,
} as const;

type Issue = z.core.$ZodRawIssue;

const typeMessages: Record<string, string> = {
  number: FIELD_MESSAGES.number,
  int: FIELD_MESSAGES.wholeNumber,
  bigint: FIELD_MESSAGES.wholeNumber,
  nan: FIELD_MESSAGES.number,
  boolean: FIELD_MESSAGES.boolean,
  string: FIELD_MESSAGES.text,
  array: FIELD_MESSAGES.list,
  set: FIELD_MESSAGES.list,
  tuple: FIELD_MESSAGES.list,
  object: FIELD_MESSAGES.object,
  record: FIELD_MESSAGES.object,
  map: FIELD_MESSAGES.object,
  date: FIELD_MESSAGES.date,
};

function sizeMessage(issue: Issue & { code: 'too_small' | 'too_big' }): string {
  const small = issue.code === 'too_small';
  const limit = Number(small ? issue.minimum : issue.maximum);
  const inclusive = issue.inclusive !== false;
  switch (issue.origin) {
    case 'string':
      if (small) return limit <= 1 ? FIELD_MESSAGES.required : `Must be at least ${limit} characters.`;
      return `Must be ${limit} characters or fewer.`;
    case 'array':
    case 'set':
      if (small) return limit <= 1 ? FIELD_MESSAGES.atLeastOne : `Select at least ${limit}.`;
      return `Select at most ${limit}.`;
    case 'file':
      return small ? 'The file is empty.' : 'The file is too large.';
    case 'date':
      return small ? 'The date is too early.' : 'The date is too late.';
    default:
      if (small) return inclusive ? `Must be at least ${limit}.` : `Must be greater than ${limit}.`;
      return inclusive ? `Must be at most ${limit}.` : `Must be less than ${limit}.`;
  }
}

function formatMessage(format: string): string {
  if (format === 'email') return FIELD_MESSAGES.email;
  if (format === 'url') return FIELD_MESSAGES.url;
  if (/date|time/.test(format)) return FIELD_MESSAGES.date;
  return FIELD_MESSAGES.format;
}

/** The user-facing fallback for one issue, by its code. */
export function fieldMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return FIELD_MESSAGES.required;
      return typeMessages[issue.expected] ?? FIELD_MESSAGES.invalid;
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_format':
      return formatMessage(issue.format);
    case 'invalid_value':
      if (issue.input === undefined) return FIELD_MESSAGES.required;
      return issue.values.length <= 10 ? FIELD_MESSAGES.oneOf(issue.values) : FIELD_MESSAGES.invalid;
    case 'not_multiple_of':
      return FIELD_MESSAGES.multipleOf(issue.divisor);
    case 'unrecognized_keys':
      return FIELD_MESSAGES.unknownFields(issue.keys);
    default:
      return issue.input === undefined ? FIELD_MESSAGES.required : FIELD_MESSAGES.invalid;
  }
}

/**
 * Makes `fieldMessage` zod's fallback in this process. Called once by whoever parses input for people: the server's
 * validation module and the web's entry point (the domain itself has no side effects on import).
 */
export function installFieldMessages(): void {
  z.config({ customError: fieldMessage });
}
