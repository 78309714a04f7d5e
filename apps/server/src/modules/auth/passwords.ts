import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hash, verify } from '@node-rs/argon2';

/** Argon2id with the library defaults (19 MiB, t=2, p=1: the OWASP baseline). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Verifying against this when the account does not exist makes "unknown email" cost the same
 * as "wrong password", so timing does not reveal which emails have accounts.
 */
export function getDummyHash(): Promise<string> {
  dummyHash ??= hash(randomBytes(32).toString('hex'));
  return dummyHash;
}

let common: Set<string> | undefined;
/** ~9,000 common passwords/patterns, lower-cased (see scripts/generate-common-passwords.ts). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return common.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose a less common one.';
