import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';

export type DatabaseKindUnderTest = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. Use with describe.each. */
export const databases: DatabaseKindUnderTest[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export type TestDatabase = { database: Database; drop(): Promise<void> };

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../src/db/migrations');

/** Template key: changes whenever a migration changes, so a stale template is never used. */
function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  hash.update(PGlite.name);
  return hash.digest('hex').slice(0, 16);
}

/** The migrated PGlite template another test file dumped, if there is one yet. */
export async function pgliteTemplate(): Promise<Blob | undefined> {
  try {
    return new Blob([
      await readFile(path.join(os.tmpdir(), `bsp-test-pglite-${templateKey()}.tar.gz`)),
    ]);
  } catch {
    return undefined;
  }
}

/**
 * A fresh in-memory PGlite with migrations applied. Creating a PGlite from scratch costs ~5 s
 * (initdb); loading a dumped, already-migrated data folder ~1 s, so the first test file to need
 * one writes a template to the temp folder and the others load it.
 */
async function openTestPglite(): Promise<Database> {
  const file = path.join(os.tmpdir(), `bsp-test-pglite-${templateKey()}.tar.gz`);
  let template: Blob | undefined;
  try {
    template = new Blob([await readFile(file)]);
  } catch {
    // no template yet
  }
  if (template) {
    const database = await openDatabase({ kind: 'pglite', loadDataDir: template });
    await migrateToLatest(database.db); // no-op unless the template is behind
    return database;
  }
  const database = await openDatabase({ kind: 'pglite' });
  await migrateToLatest(database.db);
  const dump = await database.dumpDataDir?.();
  if (dump) {
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(tmp, Buffer.from(await dump.arrayBuffer()));
    await rename(tmp, file); // atomic: concurrent writers are harmless
  }
  return database;
}

/** A uniquely named PostgreSQL database created from TEST_DATABASE_URL, dropped afterwards. */
async function openTestPostgres(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `bsp_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  await migrateToLatest(database.db);
  return {
    database,
    async drop() {
      await database.close().catch(() => {});
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

export async function openTestDatabase(kind: DatabaseKindUnderTest): Promise<TestDatabase> {
  if (kind === 'postgres') return openTestPostgres();
  const database = await openTestPglite();
  return { database, drop: () => database.close() };
}
