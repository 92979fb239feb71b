import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Opaque random tokens; only their SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newNumericCode(length: number): string {
  return Array.from({ length }, () => randomInt(0, 10)).join('');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
