import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FIELD_MESSAGES, installFieldMessages } from './field-messages.ts';

installFieldMessages();

const messagesOf = (schema: z.ZodType, value: unknown) =>
  (schema.safeParse(value).error?.issues ?? []).map((issue) => issue.message);

describe('field messages', () => {
  it('replace the schema library text for each kind of issue', () => {
    const schema = z.object({
      name: z.string().max(5),
      count: z.coerce.number().int().min(1),
      kind: z.enum(['a', 'b']),
      ids: z.array(z.number()).min(1),
      email: z.email(),
      flag: z.boolean(),
    });
    // A coerced number cannot tell missing from unreadable: both arrive as NaN.
    const required = FIELD_MESSAGES.required;
    expect(messagesOf(schema, {})).toEqual([required, FIELD_MESSAGES.number, required, required, required, required]);
    expect(messagesOf(schema, { name: 'toolong', count: 'x', kind: 'c', ids: [], email: 'nope', flag: 'yes' })).toEqual(
      [
        'Must be 5 characters or fewer.',
        FIELD_MESSAGES.number,
        'Must be one of: a, b.',
        FIELD_MESSAGES.atLeastOne,
        FIELD_MESSAGES.email,
        FIELD_MESSAGES.boolean,
      ],
    );
    expect(messagesOf(z.coerce.number().int(), 1.5)).toEqual([FIELD_MESSAGES.wholeNumber]);
  });

  it('leave a schema’s own words alone', () => {
    expect(messagesOf(z.string({ error: 'Event name is required' }), undefined)).toEqual(['Event name is required']);
    expect(messagesOf(z.string().min(3, 'Too short, friend'), 'a')).toEqual(['Too short, friend']);
  });
});

describe('every input schema of the domain', () => {
  it('answers missing and wrongly typed fields in words written for people', async () => {
    const modules = await Promise.all([
      import('./event-schemas.ts'),
      import('./group-schemas.ts'),
      import('./office-schemas.ts'),
      import('./contact-schemas.ts'),
      import('./organization-schemas.ts'),
      import('./guest-schemas.ts'),
      import('./communication-schemas.ts'),
      import('./user-admin-schemas.ts'),
    ]);
    const schemas = modules.flatMap((m) => Object.entries(m)).filter(([, v]) => v instanceof z.ZodType);
    expect(schemas.length).toBeGreaterThan(20);
    const garbage = [undefined, {}, 42, 'x', [], { name: 1, email: 2, ids: 'x', status: 7, event_id: 'abc' }];
    for (const [name, schema] of schemas as [string, z.ZodType][]) {
      for (const value of garbage) {
        for (const message of messagesOf(schema, value)) {
          expect(message, `${name} ${JSON.stringify(value)}`).not.toMatch(
            /invalid input|expected|received|invalid option/i,
          );
        }
      }
    }
  });
});
