/**
 * npm run schema:graphql: writes docs/schema.graphql, the GraphQL schema for clients when introspection is off
 * (production). A test fails when the file differs from the code's schema.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSchema } from 'graphql';
import { graphqlSchema } from '../src/graphql-schema.ts';
import type { Services } from '../src/services.ts';

// Building the schema calls no service: any use of one here is a mistake, and says so.
const noService = new Proxy({} as Services, {
  get: (_target, name) => {
    throw new Error(`the schema's build used services.${String(name)}`);
  },
});
const unused = new Proxy({} as Services, { get: () => noService });

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/schema.graphql');
fs.writeFileSync(target, `${printSchema(graphqlSchema(unused))}\n`);
console.log(`wrote ${path.relative(process.cwd(), target)}`);
