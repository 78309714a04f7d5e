import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const BIN = path.resolve(import.meta.dirname, '../bin/bsp.mjs');

type Run = { code: number | null; stdout: string; stderr: string };

function baseEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', ...extra };
  for (const key of ['DATABASE_URL', 'SMTP_URL', 'PORT', 'PUBLIC_URL']) {
    if (!(key in extra)) delete env[key];
  }
  return env;
}

function run(args: string[], extra: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { env: baseEnv(extra) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('bsp CLI', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bsp-cli-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints help, and usage with exit 2 for an unknown command', async () => {
    const help = await run(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: bsp <command>');
    const unknown = await run(['frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown command: frobnicate');
    expect(unknown.stderr).toContain('Usage: bsp <command>');
  });

  it('dispatches parse to the parse command', async () => {
    const parse = await run(['parse', 'statement.pdf']);
    expect(parse.code).not.toBe(0);
    expect(parse.stderr.length + parse.stdout.length).toBeGreaterThan(0);
  });

  it('names the variable in configuration errors', async () => {
    const badUrl = await run(['start'], { DATA_DIR: dataDir, DATABASE_URL: 'mysql://db/x' });
    expect(badUrl.code).toBe(1);
    expect(badUrl.stderr).toContain('DATABASE_URL must be a postgres:// URL, got "mysql://db/x"');
    const badPort = await run(['start'], { DATA_DIR: dataDir, PORT: 'eighty' });
    expect(badPort.code).toBe(1);
    expect(badPort.stderr).toContain('PORT must be an integer');
  });

  it('refuses a separate worker on PGlite', async () => {
    const worker = await run(['worker'], { DATA_DIR: dataDir });
    expect(worker.code).toBe(1);
    expect(worker.stderr).toContain('bsp worker needs DATABASE_URL (PostgreSQL)');
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'runs a separate worker on PostgreSQL and stops it with SIGTERM',
    async () => {
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const name = `bsp_test_cli_${Date.now().toString(36)}`;
      await admin.query(`create database "${name}"`);
      try {
        const url = new URL(process.env.TEST_DATABASE_URL!);
        url.pathname = `/${name}`;
        const child = spawn(process.execPath, [BIN, 'worker'], {
          env: baseEnv({ DATA_DIR: dataDir, DATABASE_URL: url.toString() }),
        });
        const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
        let stdout = '';
        let stderr = '';
        child.stderr.on('data', (d) => {
          stderr += d;
        });
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('worker did not start')), 30_000);
          child.stdout.on('data', (d) => {
            stdout += d;
            if (stdout.includes('BSP worker is running')) {
              clearTimeout(timer);
              resolve();
            }
          });
        });
        child.kill('SIGTERM');
        expect(await exited, stderr).toBe(0);
      } finally {
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    },
  );

  it('migrates, then starts, serves health and exits 0 on SIGTERM', async () => {
    const migrate = await run(['migrate'], { DATA_DIR: dataDir });
    expect(migrate.code, migrate.stderr).toBe(0);
    expect(migrate.stdout).toContain('0001_initial');

    const child: ChildProcess = spawn(process.execPath, [BIN, 'start'], {
      env: baseEnv({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' }),
    });
    let stdout = '';
    let stderr = '';
    child.stderr!.on('data', (d) => {
      stderr += d;
    });
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start line; stderr: ${stderr}`)), 50_000);
      child.stdout!.on('data', (d) => {
        stdout += d;
        const match = stdout.match(/BSP is running at (http:\/\/localhost:\d+)/);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      });
      child.on('close', () => reject(new Error(`exited early; stderr: ${stderr}`)));
    });
    try {
      const res = await fetch(`${url}/api/health/`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok', database: 'pglite' });
      // A second process on the same DATA_DIR must refuse instead of corrupting the database.
      const second = await run(['start'], { DATA_DIR: dataDir, PORT: '0' });
      expect(second.code).toBe(1);
      expect(second.stderr).toContain('is in use by another BSP process');
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });
});
