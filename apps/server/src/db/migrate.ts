import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as m0001 from './migrations/0001_initial.ts';
import * as m0002 from './migrations/0002_statements.ts';
import * as m0003 from './migrations/0003_file_storage_key.ts';
import * as m0004 from './migrations/0004_page_images.ts';
import * as m0005 from './migrations/0005_categories.ts';
import * as m0006 from './migrations/0006_document_facts.ts';
import * as m0007 from './migrations/0007_layout_profiles.ts';
import * as m0008 from './migrations/0008_rate_limits.ts';
import * as m0009 from './migrations/0009_merchant_memory_source.ts';
import type { DB } from './schema.ts';

/** Ordered list: add new migrations here (names sort lexically; keep the 4-digit prefix). */
const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_statements': m0002,
  '0003_file_storage_key': m0003,
  '0004_page_images': m0004,
  '0005_categories': m0005,
  '0006_document_facts': m0006,
  '0007_layout_profiles': m0007,
  '0008_rate_limits': m0008,
  '0009_merchant_memory_source': m0009,
};

const provider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};

export type MigrationReport = { applied: string[] };

/** Runs pending migrations (Kysely Migrator; tables kysely_migration / kysely_migration_lock). */
export async function migrateToLatest(db: Kysely<DB>): Promise<MigrationReport> {
  const migrator = new Migrator({ db: db as unknown as Kysely<unknown>, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(
      `Database migration ${failed ?? ''} failed: ${(error as Error).message ?? String(error)}`,
    );
  }
  return {
    applied: (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName),
  };
}
