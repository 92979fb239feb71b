import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildClientSchema, getIntrospectionQuery, printSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createEvent } from '../../test/events.ts';
import { twoTenants, type Tenants } from '../../test/tenants.ts';
import { graphqlAs } from '../../test/call.ts';

/** Issue 31: what an outside client written from the spec needs from /graphql, and what it may not do. */
let t: TestApp;
let { acme, organizer } = {} as Tenants;
beforeAll(async () => {
  t = await buildTestApp();
  ({ acme, organizer } = await twoTenants(t));
});
afterAll(() => t.close());

describe('standard GraphQL tools', () => {
  it('answer the standard introspection query in development, as GraphiQL and code generators send it', async () => {
    for (const query of [
      getIntrospectionQuery(),
      getIntrospectionQuery({
        descriptions: true,
        specifiedByUrl: true,
        directiveIsRepeatable: true,
        schemaDescription: true,
        inputValueDeprecation: true,
        oneOf: true,
      }),
    ]) {
      const r = (await graphqlAs(t, organizer, query)).json();
      expect(r.errors).toBeUndefined();
      const schema = buildClientSchema(r.data);
      expect(printSchema(schema)).toBe(printSchema(t.app.graphqlSchema));
    }
  });

  it('still refuse introspection nested deeper than the limit where each level fans out', async () => {
    const fanOut = `{ __schema { types { fields { type { fields { type { fields { type { fields { name } } } } } } } } } }`;
    expect((await graphqlAs(t, organizer, fanOut)).json().errors[0].message).toMatch(/nested too deeply/);
  });

  it('have the schema published as docs/schema.graphql, equal to the code’s (npm run schema:graphql)', () => {
    const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/schema.graphql');
    const published = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    expect(published, 'docs/schema.graphql is stale: run npm run schema:graphql').toBe(
      `${printSchema(t.app.graphqlSchema)}\n`,
    );
  });
});

describe('mutations per request', () => {
  it('refuses more than 5 mutations in one request, aliases and fragments counted, and runs none of them', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const duplicate = (alias: string) =>
      `${alias}: eventDuplicate(eventId: "${event.id}", numberOfCopies: 1) { errors }`;
    const sixAliases = `mutation { ${['a', 'b', 'c', 'd', 'e', 'f'].map(duplicate).join(' ')} }`;
    const inFragments = `mutation { ...M ... on Mutation { ${duplicate('e')} ${duplicate('f')} } }
      fragment M on Mutation { ${['a', 'b', 'c', 'd'].map(duplicate).join(' ')} }`;
    const count = async () =>
      (await graphqlAs(t, organizer, `query { fetchEvents(status: "draft") { totalCount } }`)).json().data.fetchEvents
        .totalCount;
    const before = await count();
    for (const query of [sixAliases, inFragments]) {
      const r = await graphqlAs(t, organizer, query);
      expect(r.json().data).toBeUndefined();
      expect(r.json().errors).toEqual([
        {
          message: 'A request may run at most 5 mutations.',
          extensions: { code: 'bad_request', status: 400 },
        },
      ]);
    }
    expect(await count()).toBe(before);
    const five = await graphqlAs(t, organizer, `mutation { ${['a', 'b', 'c', 'd', 'e'].map(duplicate).join(' ')} }`);
    expect(five.json().errors).toBeUndefined();
    expect(await count()).toBe(before + 5);
  });
});
