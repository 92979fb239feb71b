import type { z } from 'zod';

/** What the fuzzer needs to know of a zod schema: the kind of value it expects, and the fields of an object. */
export interface Shape {
  kind: 'string' | 'number' | 'boolean' | 'array' | 'object' | 'enum' | 'literal' | 'record' | 'date' | 'any';
  /** Listed values of an enum or literal. */
  values?: readonly unknown[];
  fields?: Record<string, Shape>;
  item?: Shape;
  /** Lower and upper limits the schema states (string length, number value, array size). */
  min?: number;
  max?: number;
  /** A string format zod checks (email, url, datetime …). */
  format?: string;
}

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const bagOf = (schema: unknown) => (schema as { _zod: { bag?: Record<string, unknown> } })._zod.bag ?? {};
const finite = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/**
 * Reads zod 4's own definition of a schema (`_zod.def`): wrappers (optional, default, pipe …) are looked through to
 * the input side, since the fuzzer writes what a client sends, not what the route receives after transforms.
 */
export function shapeOf(schema: z.ZodType, depth = 0): Shape {
  const def = defOf(schema);
  if (depth > 12) return { kind: 'any' };
  const inner = (key: string) => shapeOf(def[key] as z.ZodType, depth + 1);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe': {
      // A transform as the input side (`z.string().transform(…)` is pipe(string, transform)) says nothing more; a
      // string piped into z.email() is an email to a client.
      if (defOf(def.in).type === 'transform') return inner('out');
      const input = inner('in');
      const output = inner('out');
      return input.kind === 'string' && output.format ? { ...input, format: output.format } : input;
    }
    case 'lazy':
      return shapeOf((def.getter as () => z.ZodType)(), depth + 1);
    case 'union': {
      // The first option that is not a blank-value escape ('' or null) is the field's real type.
      const options = def.options as z.ZodType[];
      const real = options.find((o) => !['literal', 'null'].includes(defOf(o).type)) ?? options[0]!;
      return shapeOf(real, depth + 1);
    }
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const fields: Record<string, Shape> = {};
      for (const [key, value] of Object.entries(shape)) fields[key] = shapeOf(value, depth + 1);
      return { kind: 'object', fields };
    }
    case 'array': {
      const bag = bagOf(schema);
      return { kind: 'array', item: inner('element'), min: finite(bag.minimum), max: finite(bag.maximum) };
    }
    case 'record':
      return { kind: 'record' };
    case 'enum':
      return { kind: 'enum', values: Object.values(def.entries as Record<string, unknown>) };
    case 'literal':
      return { kind: 'literal', values: def.values as unknown[] };
    case 'string': {
      const bag = bagOf(schema);
      const format = [def.format, bag.format].find((f): f is string => typeof f === 'string');
      return { kind: 'string', min: finite(bag.minimum), max: finite(bag.maximum), format };
    }
    case 'number':
    case 'int':
    case 'bigint': {
      const bag = bagOf(schema);
      return { kind: 'number', min: finite(bag.minimum), max: finite(bag.maximum) };
    }
    case 'boolean':
      return { kind: 'boolean' };
    case 'date':
      return { kind: 'date' };
    default:
      return { kind: 'any' };
  }
}
