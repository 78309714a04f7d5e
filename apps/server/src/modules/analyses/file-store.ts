/**
 * Where uploaded files live when they are not in the database (decision 005): an optional
 * S3-compatible object store. The repository is the only user; by default (FILE_STORE=database)
 * there is no store and the bytes stay in `uploaded_files.bytes`.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3StoreConfig } from '../../config.ts';

export interface FileStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The object's bytes; throws when it does not exist. */
  get(key: string): Promise<Buffer>;
  /** Removes the object; a missing object is not an error. */
  delete(key: string): Promise<void>;
}

/** `uploads/<user id>/<file id>` */
export function uploadKey(userId: string, fileId: string): string {
  return `uploads/${userId}/${fileId}`;
}

export class S3FileStore implements FileStore {
  readonly #client: S3Client;
  readonly #bucket: string;

  constructor(config: S3StoreConfig) {
    this.#bucket = config.bucket;
    this.#client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      // Checksums only where S3 requires them: many S3-compatible stores do not support the rest.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials: {
        accessKeyId: config.accessKeyId,
        secretAccessKey: config.secretAccessKey,
      },
    });
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    await this.#client.send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: key,
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: 'application/octet-stream',
      }),
    );
  }

  async get(key: string): Promise<Buffer> {
    const res = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: key }));
    if (!res.Body) throw new Error(`object ${key} has no body`);
    return Buffer.from(await res.Body.transformToByteArray());
  }

  async delete(key: string): Promise<void> {
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
  }

  close(): void {
    this.#client.destroy();
  }
}
