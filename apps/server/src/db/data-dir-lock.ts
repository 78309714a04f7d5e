import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from '../config-error.ts';

/**
 * PGlite's data folder must be owned by one process. A pid file makes a second `bsp` on the same
 * DATA_DIR fail with a clear message instead of corrupting the database.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, 'bsp.pid');
  try {
    const pid = Number((await readFile(file, 'utf8')).trim());
    if (pid && pid !== process.pid) {
      try {
        process.kill(pid, 0);
        throw new ConfigError(
          `DATA_DIR ${dataDir} is in use by another BSP process (pid ${pid}). Stop it first, or ` +
            'use PostgreSQL (DATABASE_URL) to run several processes.',
        );
      } catch (error) {
        if (error instanceof ConfigError) throw error;
        // Stale pid file: that process is gone.
      }
    }
  } catch (error) {
    if (error instanceof ConfigError) throw error;
  }
  await writeFile(file, String(process.pid));
  return () => rm(file, { force: true });
}
