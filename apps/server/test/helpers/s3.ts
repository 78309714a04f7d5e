/**
 * A real S3-compatible server for tests: s3rver on a random local port, objects in a temp
 * folder, one bucket; with a client and the `FILE_STORE=s3` settings that point at it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
// @ts-expect-error s3rver ships no type declarations
import S3rver from 's3rver';
import type { S3StoreConfig } from '../../src/config.ts';

export type TestS3 = {
  /** The store's settings (the `fileStore` config without its kind). */
  config: S3StoreConfig;
  client: S3Client;
  /** The folder s3rver keeps its buckets in. */
  directory: string;
  close(): Promise<void>;
};

export async function startS3(bucket: string): Promise<TestS3> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bsp-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  const config = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  return {
    config,
    client,
    directory: dir,
    async close() {
      client.destroy();
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
