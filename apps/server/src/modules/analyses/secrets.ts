import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * AES-256-GCM for PDF passwords waiting for their job. The key comes from SECRET_KEY, or from
 * DATA_DIR/secret.key (generated once, mode 0600) when it is unset. Every process that runs jobs
 * must use the same key: multi-machine deployments set SECRET_KEY.
 *
 * Ciphertext format: `v1.<iv b64url>.<tag b64url>.<data b64url>`.
 */
export class SecretBox {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('SecretBox needs a 32-byte key');
    this.#key = key;
  }

  seal(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return ['v1', iv, tag, data]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** Throws when the ciphertext was made with another key or was altered. */
  open(sealed: string): string {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Bad ciphertext');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }
}

/** SECRET_KEY if set, else DATA_DIR/secret.key (created with mode 0600 on first use). */
export async function loadSecretBox(options: {
  secretKey: string | undefined;
  dataDir: string;
}): Promise<SecretBox> {
  if (options.secretKey) return new SecretBox(Buffer.from(options.secretKey, 'hex'));
  const file = path.join(options.dataDir, 'secret.key');
  try {
    const text = (await readFile(file, 'utf8')).trim();
    if (/^[0-9a-f]{64}$/i.test(text)) return new SecretBox(Buffer.from(text, 'hex'));
    throw new Error(`${file} does not hold a 64-hex-character key`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(options.dataDir, { recursive: true });
  const key = randomBytes(32);
  try {
    // 'wx': never overwrite a key another process just wrote.
    await writeFile(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    await chmod(file, 0o600);
    return new SecretBox(key);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return loadSecretBox(options);
  }
}

/** Loads the box on first use (tests and `bsp serve` without passwords never touch the disk). */
export function lazySecretBox(options: { secretKey: string | undefined; dataDir: string }) {
  let box: Promise<SecretBox> | undefined;
  return () => {
    box ??= loadSecretBox(options);
    box.catch(() => {
      box = undefined;
    });
    return box;
  };
}
