import http from 'node:http';
import { SERVER_ADDRESS, orgHost } from './environment.ts';

/**
 * A JSON call to the API as the organization at `subdomain` sees it. Node cannot resolve *.localhost,
 * so the call goes to 127.0.0.1 with the organization's Host header (which is also what mail links use).
 * node:http, because fetch does not let a caller set Host.
 */
export function api<T>(
  subdomain: string,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
  /** A session token (sessionTokenFor) for calls that need a signed-in caller. */
  token?: string,
): Promise<T> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<T>((resolve, reject) => {
    const request = http.request(
      `${SERVER_ADDRESS}${path}`,
      {
        method,
        headers: {
          host: orgHost(subdomain),
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
        timeout: 15_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const status = response.statusCode ?? 0;
          if (status < 200 || status >= 300) reject(new Error(`${method} ${path} answered ${status}: ${text}`));
          else resolve(JSON.parse(text) as T);
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${method} ${path} timed out`)));
    request.on('error', reject);
    request.end(payload);
  });
}

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

let counter = 0;

/** A new person of the acme organization with a unique address and a password that meets the rules. */
export function newPerson(prefix: string): Person {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return {
    firstName: 'Test',
    lastName: `Person ${stamp}`,
    email: `${prefix}-${stamp}@acme.test`,
    password: 'Str0ng!pass',
  };
}

/** Signs a person up through the API (POST /api/users); the verification mail goes to the SMTP receiver. */
export async function signUpViaApi(subdomain: string, person: Person): Promise<void> {
  const organization = await api<{ id: number }>(subdomain, 'GET', '/api/organizations/current');
  await api(subdomain, 'POST', '/api/users', {
    first_name: person.firstName,
    last_name: person.lastName,
    email: person.email,
    organization_id: organization.id,
    password: person.password,
    password_confirmation: person.password,
  });
}

/** Signs in through the API and returns the session token (the value of the huddle_session cookie). */
export async function sessionTokenFor(subdomain: string, email: string, password: string): Promise<string> {
  const organization = await api<{ id: number }>(subdomain, 'GET', '/api/organizations/current');
  const answer = await api<{ token?: string }>(subdomain, 'POST', '/api/users/login', {
    user: { email, password, organization_id: organization.id },
  });
  if (!answer.token) throw new Error(`Signing in ${email} through the API did not give a session token`);
  return answer.token;
}
