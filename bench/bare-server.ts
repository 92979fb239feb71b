/**
 * The bench's baseline: a bare node:http + pg server answering the bench's reads from the same database with the
 * same data, the way one would write it by hand: a session look-up joined with its user and organization, then one
 * statement per answer (a page with its count as a subquery, relations as JSON aggregates). No framework, no
 * validation, no row-level security, no abilities. Started by api.bench.ts as a process of its own, like the app.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const port = Number(process.env.PORT ?? 3790);

const AUTH = `select u.id, u.organization_id, u.email, u.first_name, u.last_name, u.role, u.status, u.timezone,
    u.office_id, u.avatar_key, u.mfa_required, o.subdomain, o.display_name
  from sessions s
  join users u on u.organization_id = s.organization_id and u.id = s.user_id
  join organizations o on o.id = s.organization_id
  where s.token_hash = $1 and s.expires_at > now() and u.status = 'active'`;

type Caller = { id: number; organization_id: number; role: string };

const EVENT_RELATIONS = `
  (select coalesce(json_agg(json_build_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name,
      'email', u.email) order by u.first_name, u.last_name), '[]') from event_hosts h
    join users u on u.organization_id = h.organization_id and u.id = h.user_id
    where h.organization_id = e.organization_id and h.event_id = e.id) hosts,
  (select coalesce(json_agg(json_build_object('id', g.id, 'name', g.name) order by g.name), '[]') from event_groups l
    join groups g on g.organization_id = l.organization_id and g.id = l.group_id
    where l.organization_id = e.organization_id and l.event_id = e.id) groups,
  (select coalesce(json_agg(json_build_object('id', o.id, 'name', o.name) order by o.name), '[]') from event_offices l
    join offices o on o.organization_id = l.organization_id and o.id = l.office_id
    where l.organization_id = e.organization_id and l.event_id = e.id) offices,
  (select coalesce(json_agg(json_build_object('id', r.id, 'title', r.title, 'link', r.link) order by r.position), '[]')
    from event_resources r where r.organization_id = e.organization_id and r.event_id = e.id) resources,
  (select t.name from event_types t where t.organization_id = e.organization_id and t.id = e.event_type_id) event_type,
  (select count(*)::int from invitees i where i.organization_id = e.organization_id and i.event_id = e.id
    and i.status <> 'guest_list') invitees_count,
  (select json_build_object('id', i.id, 'status', i.status, 'attended', i.attended) from invitees i
    where i.organization_id = e.organization_id and i.event_id = e.id and i.user_id = $2 limit 1) my_invitee`;

const GUEST_ORDER: Record<string, string> = {
  fullName: `lower(trim(first_name || ' ' || last_name))`,
  email: 'email',
  status: 'status',
  updatedAt: 'updated_at',
};

async function answer(url: URL, method: string, body: string, caller: Caller & Record<string, unknown>) {
  const org = caller.organization_id;
  if (url.pathname === '/api/users/current') return { user: caller };
  if (url.pathname === '/api/events/upcoming') {
    const perPage = Number(url.searchParams.get('per_page') ?? 12);
    const { rows } = await pool.query(
      `select e.*, ${EVENT_RELATIONS},
         (select count(*)::int from events c where c.organization_id = $1 and c.published and c.ends_at >= now()) total
       from (select * from events where organization_id = $1 and published and ends_at >= now()
             order by start_at, id limit $3) e
       order by e.start_at, e.id`,
      [org, caller.id, perPage],
    );
    return { data: rows, meta: { total_count: rows[0]?.total ?? 0 } };
  }
  const eventPage = /^\/api\/events\/(\d+)$/.exec(url.pathname);
  if (eventPage) {
    const { rows } = await pool.query(
      `select e.*, ${EVENT_RELATIONS} from events e where e.organization_id = $1 and e.id = $3`,
      [org, caller.id, Number(eventPage[1])],
    );
    return rows[0] ? { event: rows[0] } : null;
  }
  if (url.pathname === '/api/employees') {
    const perPage = Number(url.searchParams.get('per_page') ?? 25);
    const page = Number(url.searchParams.get('page') ?? 1);
    const search = `%${url.searchParams.get('search') ?? ''}%`;
    const where = `u.organization_id = $1 and u.status <> 'deactivated'
      and (u.first_name || ' ' || u.last_name ilike $2 or u.email ilike $2)`;
    const { rows } = await pool.query(
      `select u.id, u.email, u.first_name, u.last_name, u.office_id, o.name office_name, u.role, u.status,
         (select count(*)::int from users u where ${where}) total
       from users u left join offices o on o.organization_id = u.organization_id and o.id = u.office_id
       where ${where}
       order by lower(trim(u.first_name || ' ' || u.last_name)), u.email, u.id limit $3 offset $4`,
      [org, search, perPage, (page - 1) * perPage],
    );
    return { data: rows, meta: { total_count: rows[0]?.total ?? 0 } };
  }
  if (url.pathname === '/api/groups') {
    const { rows } = await pool.query(
      `select g.*, (select coalesce(json_agg(json_build_object('id', o.id, 'name', o.name) order by o.name), '[]')
           from group_offices l join offices o on o.organization_id = l.organization_id and o.id = l.office_id
           where l.organization_id = g.organization_id and l.group_id = g.id) offices,
         (select count(*)::int from group_memberships m where m.organization_id = g.organization_id
           and m.group_id = g.id) members_count
       from groups g where g.organization_id = $1 and g.archived_at is null order by g.name, g.id`,
      [org],
    );
    return { data: rows };
  }
  if (url.pathname === '/graphql' && method === 'POST') {
    const { query, variables } = JSON.parse(body) as { query: string; variables: Record<string, never> };
    const eventId = Number(variables.id);
    if (query.includes('invitees(')) {
      const sort = (variables.sort ?? { field: 'fullName', direction: 'ASC' }) as { field: string; direction: string };
      const dir = sort.direction === 'DESC' ? 'desc' : 'asc';
      const filter = variables.filter as string | undefined;
      const where = `organization_id = $1 and event_id = $2${filter && filter !== 'all' ? ' and status = $3' : ''}`;
      const params: unknown[] = [org, eventId];
      if (filter && filter !== 'all') params.push(filter);
      const perPage = Number(variables.perPage ?? 25);
      const page = Number(variables.page ?? 1);
      const { rows } = await pool.query(
        `select id, first_name || ' ' || last_name full_name, email, status, attended, updated_at,
           (select count(*)::int from invitees where ${where}) total
         from invitees where ${where}
         order by ${GUEST_ORDER[sort.field] ?? GUEST_ORDER.fullName} ${dir}, email ${dir}, id ${dir}
         limit ${perPage} offset ${(page - 1) * perPage}`,
        params,
      );
      return { data: { invitees: { totalCount: rows[0]?.total ?? 0, invitees: rows } } };
    }
    if (query.includes('communicationHistories(')) {
      const { rows } = await pool.query(
        `select c.id, c.status, c.subject, c.history_type, c.method, c.created_at,
           json_build_object('full_name', u.first_name || ' ' || u.last_name) send_by,
           (select count(*)::int from mail_outbox m where m.organization_id = c.organization_id
             and m.communication_id = c.id) recipients_count
         from communications c left join users u on u.organization_id = c.organization_id and u.id = c.created_by_id
         where c.organization_id = $1 and c.event_id = $2 order by c.created_at desc, c.id desc`,
        [org, eventId],
      );
      return { data: { communicationHistories: rows } };
    }
  }
  return null;
}

const server = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk));
  request.on('end', () => {
    void (async () => {
      try {
        const url = new URL(request.url ?? '/', 'http://bare');
        if (url.pathname === '/health') return send(response, 200, { ok: true });
        const token = request.headers.authorization?.slice('Bearer '.length) ?? '';
        const { rows } = await pool.query(AUTH, [createHash('sha256').update(token).digest('hex')]);
        if (!rows[0]) return send(response, 401, { error: 'unauthorized' });
        const result = await answer(url, request.method ?? 'GET', body, rows[0]);
        send(response, result ? 200 : 404, result ?? { error: 'not found' });
      } catch (error) {
        send(response, 500, { error: String(error) });
      }
    })();
  });
});

function send(response: http.ServerResponse, status: number, value: unknown) {
  const text = JSON.stringify(value);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

server.listen(port, '127.0.0.1');
