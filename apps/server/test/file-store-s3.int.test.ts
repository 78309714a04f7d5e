/**
 * FILE_STORE=s3 against a real S3-compatible server (s3rver on a random local port, objects in a
 * temp folder): the upload writes the object first and the row keeps only its key, the worker and
 * page images read through the store, a failed transaction and a deleted analysis remove it.
 */
import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { generateStatement, type SyntheticStatement } from '@bsp/synth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3StoreConfig } from '../src/config.ts';
import { S3FileStore } from '../src/modules/analyses/file-store.ts';
import { AnalysesRepository } from '../src/modules/analyses/repository.ts';
import { newUser, startTestApp, type TestApp, waitFor } from './helpers/app.ts';
import { databases, openTestDatabase, type TestDatabase } from './helpers/databases.ts';
import { startS3, type TestS3 } from './helpers/s3.ts';
import { injectUpload } from './helpers/uploads.ts';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by assertions.
type Json = Record<string, any>;

const BUCKET = 'bsp-test-uploads';

describe.each(databases)('S3 file store on %s', (kind) => {
  let storage: TestS3;
  let s3: S3StoreConfig;
  let client: S3Client;
  let testDb: TestDatabase;
  let t: TestApp;
  let token: string;
  let userId: string;
  let statement: SyntheticStatement;

  const keys = async () => {
    const res = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    return (res.Contents ?? []).map((o) => o.Key!).sort();
  };
  const auth = () => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    storage = await startS3(BUCKET);
    s3 = storage.config;
    client = storage.client;
    testDb = await openTestDatabase(kind);
    t = await startTestApp({
      database: testDb.database,
      config: { parseTimeoutS: 60, workerConcurrency: 1, fileStore: { kind: 's3', ...s3 } },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: newUser(),
    });
    expect(res.statusCode, res.body).toBe(201);
    token = (res.json() as Json).tokens.access;
    userId = (await t.app.services.auth.authenticate(token)).userId;
    statement = await generateStatement({
      family: 'parens-amount',
      seed: 5,
      kind: 'text',
      pages: 1,
    });
  });

  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
    await storage?.close();
  });

  it('stores the upload as an object, parses it from there, and deletes it with the analysis', async () => {
    const bytes = statement.files[0]!.bytes;
    const res = await injectUpload(t.app, token, [{ name: 'stored.pdf', bytes }]);
    expect(res.statusCode, res.body).toBe(202);
    const id = (res.json() as Json).analyses[0].id as string;

    const file = await testDb.database.db
      .selectFrom('uploaded_files as f')
      .innerJoin('analyses as a', 'a.file_id', 'f.id')
      .select(['f.id', 'f.bytes', 'f.storage_key', 'f.byte_size'])
      .where('a.id', '=', id)
      .executeTakeFirstOrThrow();
    expect(file.storage_key).toBe(`uploads/${userId}/${file.id}`);
    expect(file.bytes.length).toBe(0);
    expect(file.byte_size).toBe(bytes.length);
    expect(await keys()).toEqual([file.storage_key]);
    const stored = await new S3FileStore(s3).get(file.storage_key!);
    expect(Buffer.compare(stored, Buffer.from(bytes))).toBe(0);

    const done = await waitFor(
      async () => {
        const detail = await t.app.inject({
          method: 'GET',
          url: `/api/analysis/${id}/`,
          headers: auth(),
        });
        const json = detail.json() as Json;
        return ['done', 'failed', 'needs_password'].includes(json.status) ? json : undefined;
      },
      { timeoutMs: 45_000, intervalMs: 200 },
    );
    expect(done.status, JSON.stringify(done.error)).toBe('done');
    expect(done.transaction_count).toBe(statement.truth.statements[0]!.transactions.length);

    const page = await t.app.inject({
      method: 'GET',
      url: `/api/analysis/${id}/pages/1/image/`,
      headers: auth(),
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/analysis/${id}/`,
      headers: auth(),
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await keys()).toEqual([]);
  });

  it('removes the object again when the database transaction fails', async () => {
    const repo = new AnalysesRepository(testDb.database.db, new S3FileStore(s3));
    const fileId = randomUUID();
    let putSeen = false;
    await expect(
      repo.insertUpload(
        {
          fileId,
          analysisId: randomUUID(),
          userId,
          filename: 'doomed.pdf',
          fileType: 'pdf',
          sha256: 'f'.repeat(64),
          bytes: Buffer.from('%PDF-1.7 doomed'),
          sealedPassword: null,
          now: new Date(),
        },
        async () => {
          putSeen = (await keys()).includes(`uploads/${userId}/${fileId}`);
          throw new Error('enqueue failed');
        },
      ),
    ).rejects.toThrow('enqueue failed');
    expect(putSeen).toBe(true); // written before the transaction
    expect(await keys()).toEqual([]);
    const rows = await testDb.database.db
      .selectFrom('uploaded_files')
      .select('id')
      .where('id', '=', fileId)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it("removes a user's objects when the account is deleted", async () => {
    const password = 'Quiet-Meadow-42-Falcon';
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: newUser({ password }),
    });
    const leavingToken = (reg.json() as Json).tokens.access as string;
    const leaving = { authorization: `Bearer ${leavingToken}` };
    const up = await injectUpload(t.app, leavingToken, [
      { name: 'leaving.pdf', bytes: statement.files[0]!.bytes },
    ]);
    expect(up.statusCode, up.body).toBe(202);
    expect(await keys()).toHaveLength(1);

    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/',
      payload: { password },
      headers: leaving,
    });
    expect(gone.statusCode, gone.body).toBe(204);
    expect(await keys()).toEqual([]);
  });
});
