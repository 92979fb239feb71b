import type { TestApp } from '../build-app.ts';
import type { FuzzCase } from './cases.ts';
import { deepArray, hostileNumbers, hostileStrings, stratified, toJson, type Hostile, type Random } from './hostile.ts';
import type { Objects } from './world.ts';

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
  fields?: { name: string }[] | null;
}
interface Field {
  name: string;
  args: { name: string; type: TypeRef }[];
  type: TypeRef;
}
export interface Operation extends Field {
  operation: 'query' | 'mutation';
}

// Seven levels, within the depth limit of eight: `__type` rather than `__schema { queryType … }` saves one.
const REF = 'kind name ofType { kind name ofType { kind name ofType { kind name } } }';
const FIELDS = `fields { name args { name type { ${REF} } } type { fields { name } ${REF} } }`;
const INTROSPECTION = `{ query: __type(name: "Query") { ${FIELDS} } mutation: __type(name: "Mutation") { ${FIELDS} } }`;

/** The schema's root fields, read by introspection (allowed outside production) as the admin. */
export async function graphqlOperations(t: TestApp, headers: Record<string, string>): Promise<Operation[]> {
  const response = await t.app.inject({ method: 'POST', url: '/graphql', headers, payload: { query: INTROSPECTION } });
  const data = response.json().data as Record<'query' | 'mutation', { fields: Field[] } | null>;
  return (['query', 'mutation'] as const).flatMap((operation) =>
    (data[operation]?.fields ?? []).map((field) => ({ ...field, operation })),
  );
}

const typeText = (type: TypeRef): string =>
  type.kind === 'NON_NULL'
    ? `${typeText(type.ofType!)}!`
    : type.kind === 'LIST'
      ? `[${typeText(type.ofType!)}]`
      : type.name!;
const named = (type: TypeRef): TypeRef => (type.ofType ? named(type.ofType) : type);

/** The id an argument names (`eventId`), in one organization. */
const idOf = (arg: string, ids: Objects) => String(/event/i.test(arg) ? ids.event : ids.invitee);

function hostileFor(arg: string, type: TypeRef, other: Objects): Hostile[] {
  const base = named(type);
  const out: Hostile[] = [
    { label: 'null', value: null, group: 'type' },
    { label: 'object', value: { nested: 'x' }, group: 'type' },
    { label: 'list', value: [1, 'two', null], group: 'type' },
    { label: 'true', value: true, group: 'type' },
    { label: '10,000-deep array', value: deepArray(), group: 'deep' },
    { label: '20,000 items', value: Array.from({ length: 20_000 }, (_, i) => i), group: 'list' },
    ...hostileStrings(),
    ...hostileNumbers(),
    { label: 'int4 maximum', value: 2_147_483_647, group: 'range' },
  ];
  if (base.name === 'ID') out.push({ label: "other organization's id", value: idOf(arg, other), group: 'tenant' });
  return out;
}

/** Hostile variables for each root field, one argument at a time, the others valid; and hostile documents. */
export function graphqlCases(
  operations: readonly Operation[],
  own: Objects,
  other: Objects,
  random: Random,
  cap: number,
) {
  const cases: FuzzCase[] = [];
  const post = (label: string, body: unknown): FuzzCase => ({
    label,
    method: 'POST',
    url: '/graphql',
    payload: toJson(body),
    contentType: 'application/json',
  });
  for (const op of operations) {
    const definitions = op.args.map((a) => `$${a.name}: ${typeText(a.type)}`).join(', ');
    const uses = op.args.map((a) => `${a.name}: $${a.name}`).join(', ');
    // A mutation payload's own `errors` say it was refused (the runner reads them).
    const payloadErrors = op.type.fields?.some((f) => f.name === 'errors') ? ' errors' : '';
    const selection = ['OBJECT', 'INTERFACE', 'UNION'].includes(named(op.type).kind)
      ? ` { __typename${payloadErrors} }`
      : '';
    const query = `${op.operation} Fuzz${definitions ? `(${definitions})` : ''} { ${op.name}${uses ? `(${uses})` : ''}${selection} }`;
    const frame: Record<string, unknown> = {};
    for (const arg of op.args) {
      if (arg.type.kind === 'NON_NULL') frame[arg.name] = named(arg.type).name === 'ID' ? idOf(arg.name, own) : 'x';
    }
    const variants = op.args.map((arg) =>
      hostileFor(arg.name, arg.type, other).map((h) => ({
        group: h.group,
        build: () =>
          post(`${op.name}(${arg.name}): ${h.label}`, { query, variables: { ...frame, [arg.name]: h.value } }),
      })),
    );
    cases.push(...stratified(random, variants, cap).map((v) => v.build()));
  }
  const deep = 2_400;
  cases.push(
    post('selection 2,400 deep', { query: `{ fetchEvents ${'{ events '.repeat(deep)}${'}'.repeat(deep)} }` }),
    post('5,000 aliases', { query: `{ ${Array.from({ length: 5000 }, (_, i) => `a${i}: __typename`).join(' ')} }` }),
    post('fragment cycle', { query: 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }' }),
    post('unknown operation name', { query: '{ __typename }', operationName: 'Nope' }),
    post('variables as a list', { query: '{ __typename }', variables: [1, 2] }),
    post('10,000-deep variables', { query: '{ __typename }', variables: { a: deepArray() } }),
  );
  return cases;
}
