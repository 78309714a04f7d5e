/**
 * Crash loop (issue #14, "Faults"): 50 small statements are uploaded through a real `bsp serve`
 * while it and two real `bsp worker` processes on one PostgreSQL database are SIGKILLed at
 * seeded random moments and restarted. After the last restart every upload must end `done` with
 * exactly its statement's rows or `failed` with a clear error; no duplicate analyses or rows, no
 * orphan stored files, no job left queued or running.
 *
 * CRASH_LOOP_UPLOADS / CRASH_LOOP_KILLS / CRASH_LOOP_SEED make a longer run (defaults: CI mode).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateStatement } from '@bsp/synth';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/database.ts';
import { waitFor } from '../helpers/app.ts';
import {
  api,
  type BspMode,
  type BspProcess,
  createPostgresDatabase,
  seededRandom,
  sleep,
  startBsp,
} from '../helpers/processes.ts';
import { truthRows, type UploadFile } from '../helpers/uploads.ts';

const UPLOADS = Number(process.env.CRASH_LOOP_UPLOADS ?? 50);
const KILLS = Number(process.env.CRASH_LOOP_KILLS ?? 6);
const SEED = Number(process.env.CRASH_LOOP_SEED ?? 9);

describe.runIf(process.env.TEST_DATABASE_URL)('crash loop: SIGKILL API and workers', () => {
  let target: { url: string; drop(): Promise<void> };
  let database: Database;
  let dataDir: string;
  const slots: {
    mode: BspMode;
    proc: BspProcess | undefined;
    /** The restart in progress (the killer does not wait for it before its next pause). */
    starting?: Promise<BspProcess>;
  }[] = [
    { mode: 'serve', proc: undefined },
    { mode: 'worker', proc: undefined },
    { mode: 'worker', proc: undefined },
  ];
  let env: Record<string, string>;

  beforeAll(async () => {
    target = await createPostgresDatabase('bsp_test_crash');
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bsp-crash-'));
    env = {
      DATABASE_URL: target.url,
      DATA_DIR: dataDir,
      SECRET_KEY: 'd4'.repeat(32),
      WORKER_CONCURRENCY: '2',
      PARSE_TIMEOUT_S: '10',
      BSP_TEST_FAST_QUEUE: '1',
      // Each job stays "processing" a little longer, so kills land inside jobs too.
      BSP_TEST_PARSE_DELAY_MS: '400',
    };
    for (const slot of slots) slot.proc = await startBsp(slot.mode, env);
    database = await openDatabase({ kind: 'postgres', url: target.url, poolSize: 2 });
  });

  afterAll(async () => {
    for (const slot of slots) {
      await slot.starting?.catch(() => undefined);
      await slot.proc?.kill();
    }
    await database?.close();
    await target?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'every upload ends done with its rows or failed with a clear error; nothing duplicated, orphaned or stuck',
    async () => {
      const started = Date.now();
      // Separate streams: the kill schedule (which process, when) depends on the seed only, not
      // on how many batches the uploader managed meanwhile.
      const random = seededRandom(SEED);
      const killRandom = seededRandom(SEED * 7919 + 1);
      const files: { file: UploadFile; rows: number; statements: number }[] = [];
      for (let i = 0; i < UPLOADS; i++) {
        const s = await generateStatement({
          family: 'parens-amount',
          seed: 5000 + i,
          kind: 'text',
          pages: 1,
        });
        files.push({
          file: { name: `crash-${i}.pdf`, bytes: s.files[0]!.bytes },
          rows: truthRows(s.truth).flat().length,
          statements: s.truth.statements.length,
        });
      }
      const { token, userId } = await api.register(slots[0]!.proc!.url!);

      // Uploader: batches of 1-4 files through whichever API process is up; a batch whose request
      // died with the API is sent again (files that made it are then answered as duplicates).
      const ids: (string | undefined)[] = new Array(UPLOADS).fill(undefined);
      let failedRequests = 0;
      let duplicatesAnswered = 0;
      let inFlight = false;
      const uploader = (async () => {
        let next = 0;
        while (next < UPLOADS) {
          const size = Math.min(UPLOADS - next, 1 + Math.floor(random() * 4));
          const batch = files.slice(next, next + size);
          const url = slots[0]!.proc?.url;
          try {
            if (!url) throw new Error('API down');
            inFlight = true;
            const res = await api
              .upload(
                url,
                token,
                batch.map((b) => b.file),
              )
              .finally(() => {
                inFlight = false;
              });
            if (res.status !== 202) throw new Error(`upload answered ${res.status}`);
            res.body.analyses.forEach(
              (a: { id: string | null; duplicate_of: string | null }, k: number) => {
                // A file the killed API had already committed comes back as a duplicate of itself.
                if (!a.id && a.duplicate_of) duplicatesAnswered += 1;
                const id = a.id ?? a.duplicate_of ?? undefined;
                if (!id) throw new Error(`upload rejected: ${JSON.stringify(a)}`);
                ids[next + k] = id;
              },
            );
            next += size;
            await sleep(200 + random() * 600); // spread the uploads over the kill phase
          } catch (error) {
            if (/upload rejected/.test(String(error))) throw error;
            failedRequests += 1;
            await sleep(200);
          }
        }
      })();

      // Killer: SIGKILL a random process at a random moment, restart it after a random pause.
      const kills = { serve: 0, worker: 0 };
      const killer = (async () => {
        for (let k = 0; k < KILLS; k++) {
          await sleep(300 + killRandom() * 1200);
          const slot = slots[Math.floor(killRandom() * slots.length)]!;
          const jitter = killRandom();
          const pause = killRandom();
          if (slot.starting) await slot.starting;
          if (slot.mode === 'serve') {
            // The API dies while an upload request is in flight (before or after its commit).
            const until = Date.now() + 5_000;
            while (!inFlight && Date.now() < until) await sleep(2);
            await sleep(jitter * 30);
          }
          await slot.proc!.kill('SIGKILL');
          kills[slot.mode as 'serve' | 'worker'] += 1;
          slot.proc = undefined;
          slot.starting = sleep(pause * 500)
            .then(() => startBsp(slot.mode, env))
            .then((proc) => {
              slot.proc = proc;
              slot.starting = undefined;
              return proc;
            });
        }
        for (const slot of slots) if (slot.starting) await slot.starting;
      })();
      await Promise.all([uploader, killer]);
      const uploadedAt = Date.now();

      const analyses = () =>
        database.db
          .selectFrom('analyses')
          .select(['id', 'status', 'attempts', 'error_code', 'error_message', 'file_id'])
          .where('user_id', '=', userId)
          .execute();
      await waitFor(
        async () => {
          const rows = await analyses();
          return (
            rows.length === UPLOADS &&
            rows.every((r) => r.status === 'done' || r.status === 'failed')
          );
        },
        { timeoutMs: Math.max(60_000, UPLOADS * 1_000), intervalMs: 500 },
      ).catch(async () => {
        const rows = await analyses();
        const by = rows.map((r) => `${r.status}/${r.attempts}`).join(' ');
        throw new Error(`uploads did not all finish: ${rows.length} analyses: ${by}`);
      });

      const final = await analyses();
      // No duplicate analyses: exactly one per file, and the uploader saw each id once.
      expect(final).toHaveLength(UPLOADS);
      expect(new Set(ids).size).toBe(UPLOADS);
      expect(ids.every((id) => id !== undefined)).toBe(true);

      const counts = new Map(
        (
          await database.db
            .selectFrom('transactions')
            .select(['analysis_id', (eb) => eb.fn.countAll<number>().as('n')])
            .where('user_id', '=', userId)
            .groupBy('analysis_id')
            .execute()
        ).map((r) => [r.analysis_id, Number(r.n)]),
      );
      const statementCounts = new Map(
        (
          await database.db
            .selectFrom('statements')
            .select(['analysis_id', (eb) => eb.fn.countAll<number>().as('n')])
            .where('user_id', '=', userId)
            .groupBy('analysis_id')
            .execute()
        ).map((r) => [r.analysis_id, Number(r.n)]),
      );
      const byId = new Map(final.map((r) => [r.id, r]));
      let done = 0;
      for (const [i, id] of ids.entries()) {
        const row = byId.get(id!)!;
        expect(row, `analysis of file ${i}`).toBeDefined();
        if (row.status === 'done') {
          done += 1;
          expect(counts.get(id!) ?? 0, `rows of file ${i}`).toBe(files[i]!.rows);
          expect(statementCounts.get(id!) ?? 0, `statements of file ${i}`).toBe(
            files[i]!.statements,
          );
        } else {
          expect(row.error_code, `error of file ${i}`).toMatch(/^[a-z_]+$/);
          expect(row.error_message?.length ?? 0).toBeGreaterThan(10);
          expect(counts.get(id!) ?? 0).toBe(0);
        }
      }

      // No orphans: every stored file belongs to an analysis and every analysis has its file.
      const orphanFiles = await sql<{ n: number }>`
      select count(*)::int as n from uploaded_files f
      where not exists (select 1 from analyses a where a.file_id = f.id)
        and not exists (select 1 from users u where u.profile_picture_id = f.id)`.execute(
        database.db,
      );
      expect(orphanFiles.rows[0]!.n).toBe(0);
      const missingFiles = await sql<{ n: number }>`
      select count(*)::int as n from analyses a
      where not exists (select 1 from uploaded_files f where f.id = a.file_id)`.execute(
        database.db,
      );
      expect(missingFiles.rows[0]!.n).toBe(0);
      const orphanRows = await sql<{ n: number }>`
      select count(*)::int as n from transactions t
      where not exists (select 1 from analyses a where a.id = t.analysis_id)`.execute(database.db);
      expect(orphanRows.rows[0]!.n).toBe(0);

      // No job stuck: nothing of statement.parse is still waiting or running.
      const open = await sql<{ n: number }>`
      select count(*)::int as n from pgboss.job
      where name = 'statement.parse' and state in ('created', 'retry', 'active')`.execute(
        database.db,
      );
      expect(open.rows[0]!.n).toBe(0);

      // The faults really happened: both kinds were killed, and some jobs ran more than once.
      const rerun = final.filter((r) => r.attempts > 1).length;
      expect(kills.serve + kills.worker).toBe(KILLS);
      expect(rerun + failedRequests).toBeGreaterThan(0);
      console.log(
        `crash loop: ${UPLOADS} uploads, ${kills.serve} API + ${kills.worker} worker SIGKILLs (seed ${SEED}), ` +
          `${failedRequests} upload requests failed (cut or API down) and resent, ${duplicatesAnswered} files ` +
          `committed before the API died answered as duplicates, ${rerun} jobs re-run after a kill, ` +
          `${done} done / ${UPLOADS - done} failed` +
          `${
            done < UPLOADS
              ? ` (${final
                  .filter((r) => r.status === 'failed')
                  .map((r) => r.error_code)
                  .join(', ')})`
              : ''
          }; uploads ${Math.round((uploadedAt - started) / 1000)} s, ` +
          `all settled ${Math.round((Date.now() - started) / 1000)} s`,
      );
    },
    Math.max(150_000, (UPLOADS * 2 + KILLS * 15) * 1_000),
  );
});
