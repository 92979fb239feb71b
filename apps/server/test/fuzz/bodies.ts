import { railsFields } from './encoding.ts';
import { deepArray, deepObject, DEPTH, HUGE, hostileNumbers, hostileStrings, toJson, type Random } from './hostile.ts';

/** A request body and its content type. */
export interface Body {
  label: string;
  payload: string | Buffer;
  contentType?: string;
  /** Fastify answers it before any handler runs, the same for every route: a few per route suffice. */
  parser?: boolean;
}

const JSON_TYPE = 'application/json';
const json = (label: string, payload: string): Body => ({ label, payload, contentType: JSON_TYPE });
const parserJson = (label: string, payload: string): Body => ({ ...json(label, payload), parser: true });

/** Bodies that are hostile whatever the route expects. */
export function wholeBodies(frame: unknown): Body[] {
  const object = frame && typeof frame === 'object' && !Array.isArray(frame) ? frame : {};
  const framed = toJson(object).slice(1, -1);
  const comma = framed ? ',' : '';
  return [
    json('JSON array', '[1,2,3]'),
    json('JSON null', 'null'),
    json('JSON string', '"text"'),
    json('JSON number', '12345'),
    json('JSON true', 'true'),
    parserJson('truncated JSON', '{"a":'),
    parserJson('empty JSON body', ''),
    json('10,000-deep array body', deepArray().text),
    json('10,000-deep object body', deepObject().text),
    json('__proto__ key', `{"__proto__":{"admin":true}${comma}${framed}}`),
    json('constructor.prototype key', `{"constructor":{"prototype":{"admin":true}}${comma}${framed}}`),
    json('unknown fields', `{${framed}${comma}"fuzz_unknown":1,"organization_id":999999,"role":"admin"}`),
    json('duplicate keys', `{${framed}${comma}"a":1,"a":[1]}`),
    parserJson('over the 1 MiB limit', `{"a":"${'a'.repeat(1_100_000)}"}`),
    json('1 MB string body', JSON.stringify('a'.repeat(HUGE))),
    {
      label: 'form-encoded',
      payload: 'name=%00&event[name]=x&__proto__[admin]=1',
      contentType: 'application/x-www-form-urlencoded',
      parser: true,
    },
    { label: 'text/plain', payload: 'hello\u0000world', contentType: 'text/plain' },
    { label: 'unknown content type', payload: '<a/>', contentType: 'application/xml', parser: true },
    {
      label: 'JSON with charset latin1',
      payload: '{"name":"\xff\xfe"}',
      contentType: 'application/json; charset=latin1',
    },
  ];
}

const SCOPES = ['event', 'group', 'office', 'organization', 'employee', 'list', 'user', 'email_params'];
const KEYS = ['id', 'name', 'email', 'start', 'ends', 'status', 'enabled', 'host_ids', 'employee_ids', 'invitees'];

/** For a route that reads its body itself and whose fields we do not know: common names with hostile values. */
export function genericBodies(random: Random, otherId: number): Body[] {
  const hostile = [...hostileStrings(), ...hostileNumbers()].map((h) => h.value);
  hostile.push(null, [], {}, [otherId], otherId, deepArray(), true);
  const sink = (scope?: string) => {
    const fields: Record<string, unknown> = {};
    for (const key of KEYS) fields[key] = random.pick(hostile);
    return scope ? { [scope]: fields } : fields;
  };
  return [
    json('hostile common fields', toJson(sink())),
    ...SCOPES.map((scope) => json(`hostile fields under ${scope}`, toJson(sink(scope)))),
  ];
}

const BOUNDARY = 'fuzz-boundary';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

function multipart(parts: readonly Part[], close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${file}${type}\r\n\r\n`),
    );
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value), Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const form = (label: string, payload: Buffer, contentType = MULTIPART): Body => ({ label, payload, contentType });
const fields = (pairs: [string, string][]): Part[] => pairs.map(([name, value]) => ({ name, value }));

/** Malformed and hostile multipart forms, shaped by the route's own fields (Rails names) when known. */
export function multipartBodies(frame: Record<string, unknown>, scope: string | undefined, otherId: number): Body[] {
  const pairs = railsFields(scope ?? '', frame).filter(([name]) => name !== '');
  const named = pairs.length ? pairs : ([['name', 'Fuzz']] as [string, string][]);
  const good = multipart(fields(named));
  const field = (key: string) => (scope ? `${scope}[${key}]` : key);
  const garbage = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0xff, 0xfe, 0x00, 0x01]);
  return [
    form('broken boundary', good, 'multipart/form-data; boundary=another-boundary'),
    form('no boundary parameter', good, 'multipart/form-data'),
    form('missing closing boundary', multipart(fields(named), false)),
    form('cut off inside a part', good.subarray(0, Math.floor(good.length / 2))),
    form(
      'file parts where fields are expected',
      multipart(named.map(([name, value]) => ({ name, value, filename: 'field.txt', type: 'text/plain' }))),
    ),
    form(
      '__proto__ and constructor fields',
      multipart(
        fields([
          ...named,
          ['__proto__', 'x'],
          ['__proto__[admin]', 'true'],
          [field('__proto__][admin'), 'true'],
          [field('constructor][prototype][admin'), 'true'],
          ['constructor[prototype][admin]', 'true'],
        ]),
      ),
    ),
    form(
      '3,000 parts',
      multipart(fields(Array.from({ length: 3000 }, (_, i) => [`${field('name')}${i % 2 ? '[]' : ''}`, `v${i}`]))),
    ),
    form('10,000-deep field name', multipart(fields([[`a${'[a]'.repeat(DEPTH)}`, 'x'], ...named]))),
    form(
      'hostile field values',
      multipart(
        fields(
          named.map(([name], i) => [
            name,
            [`fuzz\u0000value`, 'a'.repeat(HUGE), String(otherId), '-1', '[[[['][i % 5]!,
          ]),
        ),
      ),
    ),
    form(
      'garbage files',
      multipart([
        ...fields(named),
        ...['cover_image', 'avatar', 'file', 'logo', 'favicon'].map((name) => ({
          name,
          value: garbage,
          filename: '../../etc/passwd\u0000.png',
          type: 'image/png',
        })),
      ]),
    ),
    form(
      'CSV with NUL, open quote and 5,000 columns',
      multipart([
        {
          name: 'file',
          value: `email,"first\u0000\n${'x,'.repeat(5000)}\n"unterminated`,
          filename: 'a.csv',
          type: 'text/csv',
        },
      ]),
    ),
    form(
      'eight files',
      multipart(Array.from({ length: 8 }, () => ({ name: 'cover_image', value: garbage, filename: 'a.png' }))),
    ),
  ];
}
