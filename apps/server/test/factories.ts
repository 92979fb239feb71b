import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { mailOutbox } from '../src/db/schema/mail.ts';
import { emailExtensions, offices, organizations } from '../src/db/schema/organizations.ts';
import { users } from '../src/db/schema/users.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { hashToken } from '../src/lib/tokens.ts';
import type { TestApp } from './build-app.ts';

export const PASSWORD = 'Password1!';
let passwordHash: Promise<string> | undefined;
const sequence = () => randomBytes(4).toString('hex');

export async function createOrganization(
  db: Db,
  values: Partial<typeof organizations.$inferInsert> & { onboardCode?: string } = {},
) {
  const subdomain = values.subdomain ?? `org${sequence()}`;
  const { onboardCode, ...rest } = values;
  const [org] = await db
    .insert(organizations)
    .values({
      displayName: `Org ${subdomain}`,
      ...rest,
      subdomain,
      onboardCodeHash: onboardCode ? hashToken(onboardCode) : null,
    })
    .returning();
  await db.insert(emailExtensions).values({ organizationId: org!.id, domain: `${subdomain}.test` });
  const host = `${subdomain}.huddle.test`;
  return { ...org!, host };
}

export type TestOrganization = Awaited<ReturnType<typeof createOrganization>>;

export async function createOffice(db: Db, organizationId: number, name = `Office ${sequence()}`) {
  const [office] = await db.insert(offices).values({ organizationId, name }).returning();
  return office!;
}

export async function createUser(
  db: Db,
  org: { id: number; subdomain: string },
  values: Partial<typeof users.$inferInsert> = {},
) {
  passwordHash ??= hashPassword(PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      organizationId: org.id,
      email: `person${sequence()}@${org.subdomain}.test`,
      firstName: 'Test',
      lastName: `Person ${sequence()}`,
      passwordHash: await passwordHash,
      confirmedAt: new Date(),
      welcomeShownAt: new Date(),
      ...values,
    })
    .returning();
  return user!;
}

let address = 1;
/** Each call comes from its own address so the auth rate limit does not bite unrelated tests. */
export function freshIp() {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

export async function login(t: TestApp, org: TestOrganization, email: string, password = PASSWORD) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    headers: { host: org.host },
    remoteAddress: freshIp(),
    payload: { user: { email, organization_id: org.id, password } },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json().token as string;
}

export async function signedIn(t: TestApp, org: TestOrganization, values: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser(t.db, org, values);
  const token = await login(t, org, user.email);
  return { user, token, headers: { host: org.host, authorization: `Bearer ${token}` } };
}

export async function lastMail(db: Db, to: string) {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row ?? null;
}

export function linkFrom(text: string, pattern: RegExp): string {
  const match = pattern.exec(text);
  if (!match?.[1]) throw new Error(`no link matching ${pattern} in:\n${text}`);
  return match[1];
}
