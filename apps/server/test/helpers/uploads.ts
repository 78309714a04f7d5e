import { randomBytes } from 'node:crypto';
import { decimalToMinor } from '@bsp/shared';
import type { SyntheticTruth } from '@bsp/synth';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../src/db/database.ts';

export type UploadFile = { name: string; bytes: Uint8Array; contentType?: string };

/** A multipart/form-data body (built by hand so tests control every byte). */
export function multipart(
  files: UploadFile[],
  fields: Record<string, string> = {},
  fileField = 'files',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----bsp${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/pdf'}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /api/analysis/ through `app.inject` with a bearer token. */
export function injectUpload(
  app: { inject: (options: InjectOptions) => Promise<LightMyRequestResponse> },
  token: string,
  files: UploadFile[],
  fields: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const body = multipart(files, fields);
  return app.inject({
    method: 'POST',
    url: '/api/analysis/',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
}

/** Truth rows in stored form (minor units), statement by statement. */
export function truthRows(truth: SyntheticTruth) {
  return truth.statements.map((s) =>
    s.transactions.map((t) => ({
      date: t.date,
      description: t.description,
      amount: decimalToMinor(t.amount, s.currency ?? 'XXX'),
      balance: t.balance === null ? null : decimalToMinor(t.balance, s.currency ?? 'XXX'),
    })),
  );
}

/** The rows stored for an analysis, in statement and row order (to compare with `truthRows`). */
export function storedRows(database: Database, analysisId: string) {
  return database.db
    .selectFrom('transactions as t')
    .innerJoin('statements as s', 's.id', 't.statement_id')
    .select(['s.position', 't.row_index', 't.description', 't.amount', 't.balance'])
    .select(sql<string | null>`t.date::text`.as('date'))
    .where('t.analysis_id', '=', analysisId)
    .orderBy('s.position')
    .orderBy('t.row_index')
    .execute();
}
