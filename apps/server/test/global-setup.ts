import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { ensureReferenceData } from '../src/db/seed/reference.ts';
import { ensurePgliteTemplate } from './pglite-template.ts';

/**
 * With DATABASE_URL, tests run on that PostgreSQL server: one migrated template database is made here and every
 * test file clones it (CREATE DATABASE … TEMPLATE). Without it, the migrated PGlite data directory is dumped once
 * (pglite-template.ts) and each file loads its own in-memory PGlite from that dump.
 */
export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    await ensurePgliteTemplate();
    return;
  }
  const template = `huddle_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const templateUrl = withDatabase(url, template);
  const database = await openDatabase({ databaseUrl: templateUrl });
  await database.migrate();
  await ensureReferenceData(database.db);
  await database.close();
  provide('templateDatabase', template);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.end();
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}
