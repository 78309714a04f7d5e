import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';
import { generateToken, hashToken, tokenKind } from './tokens.ts';

describe('passwords', () => {
  it('flags common passwords case-insensitively', () => {
    for (const p of ['password123', 'PASSWORD123', 'qwertyuiop', '12345678', 'iloveyou1']) {
      expect(isCommonPassword(p)).toBe(true);
    }
    expect(isCommonPassword('Blue-Harbor-7-Lantern')).toBe(false);
  });

  it('hashes with Argon2id and never truncates', async () => {
    const long = 'x'.repeat(100);
    const hash = await hashPassword(long);
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hash, long)).toBe(true);
    expect(await verifyPassword(hash, 'x'.repeat(99))).toBe(false);
    expect(await verifyPassword('not-a-hash', long)).toBe(false);
  });
});

describe('tokens', () => {
  it('are random, prefixed and stored as SHA-256', () => {
    const a = generateToken('access');
    const b = generateToken('access');
    expect(a).not.toBe(b);
    expect(tokenKind(a)).toBe('access');
    expect(tokenKind(generateToken('refresh'))).toBe('refresh');
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
  });
});
