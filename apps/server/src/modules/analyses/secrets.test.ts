import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountFingerprint, toMinor } from '../../worker/statement-job.ts';
import { loadSecretBox, SecretBox } from './secrets.ts';

describe('SecretBox', () => {
  it('round-trips, never contains the plaintext, and refuses another key', () => {
    const box = new SecretBox(Buffer.alloc(32, 7));
    const sealed = box.seal('s3cret');
    expect(sealed).not.toContain('s3cret');
    expect(box.seal('s3cret')).not.toBe(sealed); // fresh IV every time
    expect(box.open(sealed)).toBe('s3cret');
    expect(() => new SecretBox(Buffer.alloc(32, 8)).open(sealed)).toThrow();
  });

  it('generates DATA_DIR/secret.key once, mode 0600', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bsp-secret-'));
    try {
      const a = await loadSecretBox({ secretKey: undefined, dataDir: dir });
      const b = await loadSecretBox({ secretKey: undefined, dataDir: dir });
      expect(b.open(a.seal('x'))).toBe('x');
      expect((await stat(path.join(dir, 'secret.key'))).mode & 0o777).toBe(0o600);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('account fingerprint and money', () => {
  it('normalises bank and number, and needs a number', () => {
    expect(
      accountFingerprint({
        bankName: 'Velix Bank, N.A.',
        accountNumber: '12-34 56',
        currency: 'gbp',
      }),
    ).toBe('velixbankna|123456|GBP');
    expect(accountFingerprint({ bankName: 'X', accountNumber: null, currency: 'GBP' })).toBeNull();
    expect(accountFingerprint({ bankName: null, accountNumber: '****1234', currency: 'EUR' })).toBe(
      '|1234|EUR',
    );
  });

  it('converts decimal strings to minor units', () => {
    expect(toMinor('-12.34', 'GBP')).toBe(-1234);
    expect(toMinor('1000', 'JPY')).toBe(1000);
    expect(toMinor(null, 'GBP')).toBeNull();
  });
});
