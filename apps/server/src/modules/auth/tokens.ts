import { createHash, randomBytes } from 'node:crypto';

/**
 * Opaque random tokens (256 bits). Only SHA-256 hashes are stored, so a database leak does not
 * leak usable tokens; every use is checked against the database, so revocation is immediate.
 * The prefix tells token kinds apart and helps secret scanners.
 */
export type TokenKind = 'access' | 'refresh' | 'reset';
const PREFIX: Record<TokenKind, string> = { access: 'bspa', refresh: 'bspr', reset: 'bspp' };

export function generateToken(kind: TokenKind): string {
  return `${PREFIX[kind]}_${randomBytes(32).toString('base64url')}`;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function tokenKind(token: string): TokenKind | undefined {
  const prefix = token.split('_', 1)[0];
  return (Object.keys(PREFIX) as TokenKind[]).find((kind) => PREFIX[kind] === prefix);
}
