import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id (a const enum the module syntax can't import).
const options = { algorithm: 2 as const };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Compared against when no account exists, so a missing email takes as long as a wrong password.
const decoy = hash('decoy-password-for-timing', options);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
