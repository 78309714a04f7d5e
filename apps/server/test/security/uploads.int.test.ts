/**
 * Issue 14, uploads. The type comes from the bytes, not the name or the declared content type;
 * hostile file names (quotes, CR/LF header injection, NUL, unicode, `../` and `..\` traversal,
 * 1,000 characters) sent the way a client can really send them (RFC 5987 `filename*`, which
 * busboy decodes) are stored cleaned, never reach the object store's key (a real S3-compatible
 * server, s3rver) and come back out of the export as a safe Content-Disposition; an upload whose
 * Content-Length is over the limit gets 413 before its body is read; a slow upload (bytes
 * trickled) is cut off by REQUEST_TIMEOUT_S while other requests are answered at once.
 */
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../src/modules/analyses/routes.ts';
import { newUser, startTestApp, type TestApp, waitFor } from '../helpers/app.ts';
import { databases, openTestDatabase, type TestDatabase } from '../helpers/databases.ts';
import { startS3, type TestS3 } from '../helpers/s3.ts';
import { MARCH_ROWS, welshStatementPdf } from '../helpers/welsh-statement.ts';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by assertions.
type Json = Record<string, any>;

const BUCKET = 'bsp-security';
const REQUEST_TIMEOUT_MS = 1_500;

/** A file part whose name is sent as RFC 5987 `filename*` (any character can be carried). */
type Part = { name: string; bytes: Uint8Array; contentType: string };
function multipartStar(parts: Part[], fields: Record<string, string> = {}) {
  const boundary = `----bspsec${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename*=UTF-8''${encodeURIComponent(part.name)}\r\n` +
          `Content-Type: ${part.contentType}\r\n\r\n`,
      ),
      Buffer.from(part.bytes),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const HOSTILE_NAMES = [
  'evil"; filename="payload.exe',
  'tab\there <script>alert(1)</script>.pdf',
  'nul\u0000byte.pdf',
  'Kontoauszug März 2026 – 🏦 日本.pdf',
  '../../../../../tmp/bsp-evil.pdf',
  '..\\..\\..\\windows\\system32\\evil.pdf',
  `${'x'.repeat(1000)}.pdf`,
];

describe.each(databases)('uploads on %s', (kind) => {
  let storage: TestS3;
  let client: S3Client;
  let testDb: TestDatabase;
  let t: TestApp;
  let token: string;
  let base: string;
  let pdf: Uint8Array;

  beforeAll(async () => {
    storage = await startS3(BUCKET);
    const s3 = storage.config;
    client = storage.client;
    testDb = await openTestDatabase(kind);
    t = await startTestApp({
      database: testDb.database,
      config: { fileStore: { kind: 's3', ...s3 }, requestTimeoutMs: REQUEST_TIMEOUT_MS },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: newUser(),
    });
    token = (res.json() as Json).tokens.access;
    pdf = await welshStatementPdf(3, MARCH_ROWS, 50_000);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
    await storage?.close();
  });

  const auth = () => ({ authorization: `Bearer ${token}` });
  const upload = (parts: Part[], fields: Record<string, string> = {}) => {
    const body = multipartStar(parts, fields);
    return t.app.inject({
      method: 'POST',
      url: '/api/analysis/',
      payload: body.payload,
      headers: { ...body.headers, ...auth() },
    });
  };

  it('decides the type from the bytes: a PDF named .png is read as a PDF, HTML named .pdf is refused', async () => {
    const html = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
    const res = await upload(
      [
        { name: 'statement.png', bytes: pdf, contentType: 'image/png' },
        { name: 'statement.pdf', bytes: html, contentType: 'application/pdf' },
        { name: 'empty.pdf', bytes: new Uint8Array(), contentType: 'application/pdf' },
      ],
      { allow_duplicate: 'true' },
    );
    expect(res.statusCode, res.body).toBe(202);
    const [asPdf, asHtml, empty] = (res.json() as Json).analyses;
    expect(asHtml).toMatchObject({
      id: null,
      status: 'rejected',
      error: { code: 'unsupported_type' },
    });
    expect(asHtml.error.message).toMatch(/not a PDF or image statement/);
    expect(empty).toMatchObject({ id: null, status: 'rejected', error: { code: 'empty_file' } });
    const file = await testDb.database.db
      .selectFrom('uploaded_files as f')
      .innerJoin('analyses as a', 'a.file_id', 'f.id')
      .select(['f.file_type'])
      .where('a.id', '=', asPdf.id)
      .executeTakeFirstOrThrow();
    expect(file.file_type).toBe('pdf');
    const done = await waitFor(
      async () => {
        const json = (
          await t.app.inject({ method: 'GET', url: `/api/analysis/${asPdf.id}/`, headers: auth() })
        ).json() as Json;
        return ['done', 'failed'].includes(json.status) ? json : undefined;
      },
      { timeoutMs: 45_000, intervalMs: 200 },
    );
    expect(done.status).toBe('done');
  });

  it('stores hostile names cleaned, keeps them out of the object key, and exports them safely', async () => {
    const res = await upload(
      HOSTILE_NAMES.map((name) => ({ name, bytes: pdf, contentType: 'application/pdf' })),
      { allow_duplicate: 'true' },
    );
    expect(res.statusCode, res.body).toBe(202);
    const analyses = (res.json() as Json).analyses as Json[];
    expect(analyses.map((a) => a.status)).toEqual(HOSTILE_NAMES.map(() => 'queued'));
    for (const a of analyses) {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters.
      expect(a.filename).not.toMatch(/[/\\\u0000-\u001f\u007f]/);
      expect(a.filename.length).toBeLessThanOrEqual(255);
    }
    expect(analyses[1]!.filename).toBe('script>.pdf'); // busboy keeps the part after the last '/'
    expect(analyses[3]!.filename).toBe('Kontoauszug März 2026 – 🏦 日本.pdf');
    expect(analyses[4]!.filename).toBe('bsp-evil.pdf');
    expect(analyses[5]!.filename).toBe('evil.pdf');

    // the object store only ever sees uploads/<user uuid>/<file uuid>, and nothing else was written
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    const keys = (listed.Contents ?? []).map((o) => o.Key!);
    expect(keys.length).toBeGreaterThanOrEqual(HOSTILE_NAMES.length);
    const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
    for (const key of keys) expect(key).toMatch(new RegExp(`^uploads/${uuid}/${uuid}$`));
    expect(await readdir(os.tmpdir())).not.toContain('bsp-evil.pdf');
    expect(await readdir(storage.directory)).toEqual([BUCKET]);

    for (const a of analyses) {
      await waitFor(
        async () => {
          const json = (
            await t.app.inject({ method: 'GET', url: `/api/analysis/${a.id}/`, headers: auth() })
          ).json() as Json;
          return ['done', 'failed'].includes(json.status) ? json : undefined;
        },
        { timeoutMs: 60_000, intervalMs: 200 },
      );
      for (const format of ['csv', 'xlsx']) {
        // over real HTTP: the header must survive a real client's parser
        const exported = await fetch(`${base}/api/analysis/${a.id}/export/?format=${format}`, {
          headers: auth(),
        });
        expect(exported.status).toBe(200);
        const disposition = exported.headers.get('content-disposition')!;
        expect(disposition).toMatch(
          /^attachment; filename="[\x20-\x21\x23-\x5b\x5d-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%._~!$&+=:@-]*$/,
        );
        const ascii = /filename="([^"]*)"/.exec(disposition)![1]!;
        const exact = decodeURIComponent(/filename\*=UTF-8''(.*)$/.exec(disposition)![1]!);
        for (const name of [ascii, exact]) {
          // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters.
          expect(name).not.toMatch(/[/\\"\u0000-\u001f]|\.\./);
          expect(name.endsWith(`.${format}`)).toBe(true);
        }
        expect(exported.headers.get('x-content-type-options')).toBe('nosniff');
        await exported.arrayBuffer();
      }
    }
  }, 120_000);

  it('answers a clear 400 when the only file part has a line break in its name', async () => {
    // busboy skips a part whose decoded name holds CR/LF (header injection): it never becomes
    // a file, so a request of only that part has no file at all
    const res = await upload([
      {
        name: 'a\r\nContent-Type: text/html\r\n\r\nx.pdf',
        bytes: pdf,
        contentType: 'application/pdf',
      },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'validation_error',
        message: 'No file was uploaded.',
        fields: { files: 'Choose at least one file.' },
      },
    });
  });

  it('refuses an upload over the size limit with 413 before reading its body', async () => {
    const start = performance.now();
    const answer = await rawRequest(
      base,
      [
        'POST /api/analysis/ HTTP/1.1',
        'Host: localhost',
        `Authorization: Bearer ${token}`,
        'Content-Type: multipart/form-data; boundary=x',
        `Content-Length: ${MAX_UPLOAD_BYTES + 1}`,
        '',
        '--x\r\n',
      ].join('\r\n'),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('"code":"payload_too_large"');
    expect(answer).toMatch(/at most 10 files of 10 MB/);
    expect(performance.now() - start).toBeLessThan(REQUEST_TIMEOUT_MS);
  });

  it('cuts off a trickled upload at the request timeout while answering others at once', async () => {
    const socket = net.connect(Number(new URL(base).port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    const closed = new Promise<number>((resolve) =>
      socket.once('close', () => resolve(performance.now())),
    );
    const start = performance.now();
    socket.write(
      [
        'POST /api/analysis/ HTTP/1.1',
        'Host: localhost',
        `Authorization: Bearer ${token}`,
        'Content-Type: multipart/form-data; boundary=x',
        'Content-Length: 100000',
        '',
        '--x\r\n',
      ].join('\r\n'),
    );
    // one byte every 100 ms: the connection is never idle, the request never complete
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write('a');
    }, 100);
    try {
      // meanwhile the server answers others without delay
      const latencies: number[] = [];
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now();
        const res = await fetch(`${base}/api/health/`);
        expect(res.status).toBe(200);
        latencies.push(performance.now() - t0);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(Math.max(...latencies)).toBeLessThan(500);
      const end = await Promise.race([
        closed,
        new Promise<number>((resolve) => setTimeout(() => resolve(-1), REQUEST_TIMEOUT_MS * 4)),
      ]);
      expect(end, 'the slow upload was not cut off').toBeGreaterThan(0);
      expect(end - start).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
    expect((await fetch(`${base}/api/health/`)).status).toBe(200);
  });
});

/** Sends raw bytes and resolves with everything the server answered until it closed or paused. */
function rawRequest(base: string, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(new URL(base).port), '127.0.0.1', () => socket.write(text));
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      clearTimeout(timer);
      timer = setTimeout(() => {
        socket.destroy();
        resolve(answer);
      }, 200);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(answer);
    });
    socket.on('error', reject);
  });
}
