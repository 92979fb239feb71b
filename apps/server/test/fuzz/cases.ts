import { genericBodies, multipartBodies, wholeBodies, type Body } from './bodies.ts';
import { asText, encodeComponent, queryPairs, queryString } from './encoding.ts';
import {
  fieldVariants,
  hostileNumbers,
  stratified,
  toJson,
  type Hostile,
  type IdPool,
  type Random,
} from './hostile.ts';
import type { InnerSchema } from './inner-schemas.ts';
import type { DeclaredRoute } from './routes.ts';
import { childName, sampleOf } from './sample.ts';
import { shapeOf, type Shape } from './schema-shape.ts';

export interface FuzzCase {
  label: string;
  method: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
}

export interface CaseContext {
  ids: IdPool;
  now: Date;
  random: Random;
  /** Beyond one value of each MUST group per field: how many more each part (params, query, body) draws. */
  cap: number;
  inner?: InnerSchema;
}

// Values the schema cannot describe (a regex, JSON or a list inside a string): valid ones, so the rest is reached.
const PARAM_SAMPLES: Record<string, string> = { type: 'contact_options', '*': 'fuzz.png' };
const QUERY_SAMPLES: Record<string, string> = { roles: 'admin', filters: '{}', sorting: '[]', selections: '1' };

const PATH_HOSTILE: Hostile[] = [
  { label: 'letters', value: 'abc', group: 'type' },
  { label: 'JSON', value: '{"id":1}', group: 'type' },
  { label: 'NUL byte', value: '1\u0000', group: 'nul' },
  { label: 'lone surrogate', value: '\ud800', group: 'surrogate' },
  { label: 'padded number', value: ' 1 ', group: 'text' },
  { label: '2,000 characters', value: '1'.repeat(2000), group: 'size' },
  { label: 'dot segments', value: '../../etc/passwd', group: 'text' },
];

/** A case built only if drawn (a 1 MB body is not serialized for nothing). */
interface Draw {
  group: string;
  build: () => FuzzCase;
}

const fieldsOf = (shape: Shape | undefined) => Object.entries(shape?.fields ?? {});

/** Hostile cases for one route, from its declared (or known inner) schemas; seeded (see `stratified`). */
export function casesFor(route: DeclaredRoute, ctx: CaseContext): FuzzCase[] {
  const { ids, now, random, cap } = ctx;
  const params = route.params ? shapeOf(route.params) : undefined;
  const query = route.querystring ? shapeOf(route.querystring) : undefined;
  const bodySchema = route.body ?? ctx.inner?.schema;
  const body = bodySchema ? shapeOf(bodySchema) : undefined;
  const scope = route.body ? undefined : ctx.inner?.scope;

  const frameParams: Record<string, string> = {};
  // A wildcard path (`/api/files/*`) declares no schema: its one parameter is fuzzed all the same.
  const paramFields = fieldsOf(params);
  if (route.url.endsWith('*')) paramFields.push(['*', { kind: 'string' }]);
  for (const [name, shape] of paramFields) {
    frameParams[name] = PARAM_SAMPLES[name] ?? asText(sampleOf(name, shape, ids, now));
  }
  const frameQuery = (query ? sampleOf('', query, ids, now) : {}) as Record<string, unknown>;
  for (const name of Object.keys(frameQuery)) if (name in QUERY_SAMPLES) frameQuery[name] = QUERY_SAMPLES[name];
  const frameBody = (body ? sampleOf('', body, ids, now) : {}) as Record<string, unknown>;
  const wrap = (value: unknown) => (scope ? { [scope]: value } : value);

  const urlWith = (paramValues: Record<string, string>, pairs: [string, string | null][]) =>
    route.url.replace(/:(\w+)|\*$/g, (match, name?: string) => encodeComponent(paramValues[name ?? match] ?? '1')) +
    queryString(pairs);
  const frameQueryPairs = Object.entries(frameQuery).flatMap(([k, v]) => queryPairs(k, v));
  const frameUrl = urlWith(frameParams, frameQueryPairs);
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const frameJson = hasBody || body ? toJson(wrap(frameBody)) : undefined;
  const make = (
    label: string,
    url: string,
    payload: string | Buffer | undefined = frameJson,
    contentType?: string,
  ): FuzzCase => ({
    label,
    method: route.method,
    url,
    ...(payload !== undefined && { payload, contentType: contentType ?? 'application/json' }),
  });

  const cases: FuzzCase[] = [];
  // FUZZ_DEBUG: the valid frame itself first, to see that it is valid (hostile values then reach past it).
  if (process.env.FUZZ_DEBUG) cases.push(make('frame', frameUrl));
  const draw = (lists: Draw[][], limit: number) =>
    cases.push(...stratified(random, lists, limit).map((d) => d.build()));
  // Path parameters: each one hostile in turn, the rest valid.
  const paramDraws = paramFields.map(([name]) => {
    const other = ids.other(name);
    const values = [...PATH_HOSTILE, ...hostileNumbers()];
    if (other !== undefined) values.push({ label: "other organization's id", value: other, group: 'tenant' });
    return values.map((h) => ({
      group: h.group,
      build: () =>
        make(`param ${name}: ${h.label}`, urlWith({ ...frameParams, [name]: asText(h.value) }, frameQueryPairs)),
    }));
  });
  draw(paramDraws, cap);

  // Query string: each field hostile in turn, then hostile keys.
  const queryDraws = fieldsOf(query).map(([name, shape]) =>
    fieldVariants(name, shape, ids).map((h) => ({
      group: h.group,
      build: () => {
        const pairs = Object.entries({ ...frameQuery, [name]: undefined }).flatMap(([k, v]) =>
          v === undefined ? [] : queryPairs(k, v),
        );
        return make(`query ${name}: ${h.label}`, urlWith(frameParams, [...pairs, ...queryPairs(name, h.value)]));
      },
    })),
  );
  draw(queryDraws, cap);
  if (query || route.method === 'GET') {
    const keys: [string, [string, string | null][]][] = [
      [
        'unknown query keys',
        [
          ['fuzz_unknown', '1'],
          ['__proto__', 'x'],
          ['constructor[prototype]', 'x'],
        ],
      ],
      ['2,000 query keys', Array.from({ length: 2000 }, (_, i) => [`k${i}`, 'v'] as [string, string])],
    ];
    for (const [label, pairs] of keys) cases.push(make(label, urlWith(frameParams, [...frameQueryPairs, ...pairs])));
    // Not valid percent-encoding at all (a cut-off sequence), which no encoder would write.
    cases.push(make('invalid percent-encoding', `${frameUrl}${frameUrl.includes('?') ? '&' : '?'}search=%E0%A4%A`));
  }

  // Body fields: each hostile in turn, one level into nested objects and list rows too.
  const bodyDraws: Draw[][] = [];
  const bodyCase = (label: string, h: Hostile, body: () => unknown): Draw => ({
    group: h.group,
    build: () => make(`body ${label}: ${h.label}`, frameUrl, toJson(wrap(body()))),
  });
  for (const [name, shape] of fieldsOf(body)) {
    bodyDraws.push(
      fieldVariants(name, shape, ids).map((h) => bodyCase(name, h, () => ({ ...frameBody, [name]: h.value }))),
    );
    const row = shape.kind === 'array' ? shape.item : shape;
    for (const [key, inner] of fieldsOf(row?.kind === 'object' ? row : undefined)) {
      const base = (shape.kind === 'array' ? (frameBody[name] as unknown[])[0] : frameBody[name]) as object;
      const variants = fieldVariants(childName(name.replace(/s$/, ''), key), inner, ids);
      bodyDraws.push(
        variants.map((h) =>
          bodyCase(`${name}.${key}`, h, () => {
            const value = { ...base, [key]: h.value };
            return { ...frameBody, [name]: shape.kind === 'array' ? [value] : value };
          }),
        ),
      );
    }
  }
  draw(bodyDraws, cap * 2);

  if (route.method !== 'GET') {
    const whole = wholeBodies(wrap(frameBody));
    const bodies: Body[] = [
      ...whole.filter((b) => !b.parser),
      ...random.sample(
        whole.filter((b) => b.parser),
        2,
      ),
    ];
    const otherId = ids.other('event_id') ?? 1;
    if (!body) bodies.push(...genericBodies(random, otherId));
    if (!route.body) bodies.push(...multipartBodies(frameBody, scope, otherId));
    for (const b of bodies) cases.push(make(`body: ${b.label}`, frameUrl, b.payload, b.contentType));
  }
  return cases;
}
