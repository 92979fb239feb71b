import {
  getNamedType,
  isLeafType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import type { RouteMatrix } from '../../src/plugins/route-matrix.ts';
import { KINDS, type Fixtures, type Kind } from './fixtures.ts';

/** One thing to call: a REST route or a GraphQL operation, with its declaration. */
export interface MatrixCase {
  name: string;
  method: string;
  url: string;
  /** The route's `access` (GraphQL operations: /graphql's). */
  access: string;
  matrix: RouteMatrix;
  /** GraphQL only. */
  operation?: { type: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> };
}

export type Got = number | 'refused';

/** Which kind of object a path's `:id` names, by the resource it follows. */
const ID_KINDS: Record<string, Kind> = {
  events: 'event',
  groups: 'group',
  lists: 'list',
  employees: 'contact',
  offices: 'office',
  event_messages: 'message',
  communication_histories: 'message',
  invitation_mappings: 'userInvite',
  organizations: 'organization',
  survey_templates: 'surveyTemplate',
  expense_items: 'expenseItem',
};

const isKind = (value: string): value is Kind => (KINDS as readonly string[]).includes(value);
const placeholder = (value: unknown) =>
  typeof value === 'string' && value.startsWith(':') && isKind(value.slice(1)) ? (value.slice(1) as Kind) : null;

/** Whether the case names an object of an organization (and so answers 404 for another organization's). */
export function namesObject(c: MatrixCase): boolean {
  const m = c.matrix;
  const text = JSON.stringify([m.params, m.query, m.body, m.args]);
  return /:id\b/.test(c.url) || KINDS.some((kind) => text.includes(`":${kind}"`));
}

/** Replaces every `':kind'` in a declared input with the id of that organization's object. */
async function fill(value: unknown, fixtures: Fixtures, used: Set<Kind>): Promise<unknown> {
  const kind = placeholder(value);
  if (kind) {
    used.add(kind);
    return fixtures.id(kind);
  }
  if (Array.isArray(value)) return Promise.all(value.map((v) => fill(v, fixtures, used)));
  if (typeof value === 'object' && value !== null) {
    const entries = await Promise.all(
      Object.entries(value).map(async ([k, v]) => [k, await fill(v, fixtures, used)] as const),
    );
    return Object.fromEntries(entries);
  }
  return value;
}

async function restRequest(c: MatrixCase, fixtures: Fixtures, used: Set<Kind>) {
  const segments = c.url.split('/');
  const path: string[] = [];
  for (const [i, segment] of segments.entries()) {
    const name = segment === '*' ? '*' : segment.startsWith(':') ? segment.slice(1) : null;
    if (name === null) {
      path.push(segment);
      continue;
    }
    const declared = c.matrix.params?.[name] ?? (name === 'id' ? `:${ID_KINDS[segments[i - 1]!] ?? '?'}` : undefined);
    if (declared === undefined || declared === ':?') throw new Error(`${c.name}: declare matrix.params.${name}`);
    path.push(encodeURIComponent(String(await fill(declared, fixtures, used))).replace(/%2F/g, '/'));
  }
  const filled = (await fill(c.matrix.query ?? {}, fixtures, used)) as Record<string, unknown>;
  const query = new URLSearchParams(
    Object.entries(filled).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  const body = c.matrix.body && ((await fill(c.matrix.body, fixtures, used)) as object);
  return { method: c.method, url: path.join('/') + (query ? `?${query}` : ''), ...(body && { payload: body }) };
}

/** A GraphQL literal of a declared argument. */
const literal = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(literal).join(', ')}]`
    : typeof value === 'object' && value !== null
      ? `{${Object.entries(value).map(([k, v]) => `${k}: ${literal(v)}`)}}`
      : JSON.stringify(value);

/** Every field without required arguments, three levels deep: whatever the operation can show. */
function selection(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named) || depth > 2) return '{ __typename }';
  const fields = Object.values(named.getFields()).filter((f) => !f.args.some((a) => isNonNullType(a.type)));
  return `{ ${fields.map((f) => `${f.name} ${selection(f.type, depth + 1)}`).join(' ')} }`;
}

async function graphqlRequest(c: MatrixCase, fixtures: Fixtures, used: Set<Kind>) {
  const { type, field } = c.operation!;
  const args = (await fill(c.matrix.args ?? {}, fixtures, used)) as Record<string, unknown>;
  const missing = field.args.find((a) => isNonNullType(a.type) && !(a.name in args));
  if (missing) throw new Error(`${c.name}: declare matrix.args.${missing.name}`);
  const list = Object.entries(args).map(([k, v]) => `${k}: ${literal(v)}`);
  const call = list.length ? `${field.name}(${list.join(', ')})` : field.name;
  return { method: 'POST', url: '/graphql', payload: { query: `${type} { ${call} ${selection(field.type)} }` } };
}

/** The request a case sends for one organization's objects, and the kinds of object it names. */
export async function requestFor(c: MatrixCase, fixtures: Fixtures) {
  const used = new Set<Kind>();
  const request = c.operation ? await graphqlRequest(c, fixtures, used) : await restRequest(c, fixtures, used);
  return { request, used };
}

/** What came back, in the matrix's terms: a status, or a GraphQL refusal carried in the payload. */
export function outcomeOf(c: MatrixCase, response: { statusCode: number; json: () => unknown }): Got {
  if (!c.operation || response.statusCode !== 200) return response.statusCode;
  const body = response.json() as {
    errors?: { extensions?: { status?: number } }[];
    data?: Record<string, { errors?: unknown[] } | null>;
  };
  if (body.errors?.length) return body.errors[0]!.extensions?.status ?? 400;
  const payload = body.data?.[c.operation.field.name];
  return payload && Array.isArray(payload.errors) && payload.errors.length > 0 ? 'refused' : 200;
}

/** Every REST route under /api and every GraphQL operation of the app. */
export function casesOf(
  routeTable: { method: string; url: string; access: string; matrix: RouteMatrix }[],
  schema: GraphQLSchema,
) {
  const cases: MatrixCase[] = routeTable
    .filter((r) => r.method !== 'HEAD')
    .map((r) => ({ ...r, name: `${r.method} ${r.url}` }));
  for (const [type, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      cases.push({
        name: `GraphQL ${type} ${field.name}`,
        method: 'POST',
        url: '/graphql',
        access: 'authenticated',
        matrix: field.extensions.matrix as RouteMatrix,
        operation: { type, field },
      });
    }
  }
  return cases;
}
