/**
 * Real `bsp` processes for fault tests: start `serve` / `worker` / `start` with an environment,
 * wait until they say they are ready, SIGKILL them, and a real HTTP client for their API.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { newUser } from './app.ts';
import { multipart, type UploadFile } from './uploads.ts';

export const BSP_BIN = path.resolve(import.meta.dirname, '../../bin/bsp.mjs');

export type BspMode = 'serve' | 'worker' | 'start';

export type BspProcess = {
  mode: BspMode;
  child: ChildProcess;
  /** http://127.0.0.1:PORT for serve/start. */
  url: string | undefined;
  /** Everything the process wrote to stderr so far. */
  stderr(): string;
  /** Everything the process wrote to stdout so far (pino logs go there). */
  stdout(): string;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
};

/** Starts `bsp MODE` and resolves once it prints that it is running. */
export function startBsp(
  mode: BspMode,
  env: Record<string, string>,
  { timeoutMs = 60_000 } = {},
): Promise<BspProcess> {
  const fullEnv: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: '0',
    ...env,
  };
  const child = spawn(process.execPath, [BSP_BIN, mode], { env: fullEnv });
  let stderr = '';
  let stdout = '';
  child.stderr!.on('data', (d) => {
    stderr += d;
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const proc: BspProcess = {
    mode,
    child,
    url: undefined,
    stderr: () => stderr,
    stdout: () => stdout,
    exited,
    async kill(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`bsp ${mode} did not start in ${timeoutMs} ms: ${stderr.slice(-2000)}`));
    }, timeoutMs);
    child.stdout!.on('data', (d) => {
      stdout += d;
      const served = stdout.match(/BSP is running at http:\/\/[^:]+:(\d+)/);
      if (served || stdout.includes('BSP worker is running')) {
        clearTimeout(timer);
        if (served) proc.url = `http://127.0.0.1:${served[1]}`;
        resolve(proc);
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`bsp ${mode} exited early (${code ?? signal}): ${stderr.slice(-2000)}`));
    });
  });
}

/** A uniquely named PostgreSQL database created from TEST_DATABASE_URL, for child processes. */
export async function createPostgresDatabase(
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by assertions.
export type Json = Record<string, any>;

/** A tiny real-HTTP client of the BSP API. */
export const api = {
  async register(baseUrl: string): Promise<{ token: string; userId: string }> {
    const res = await fetch(`${baseUrl}/api/auth/register/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(newUser()),
    });
    const body = (await res.json()) as Json;
    if (res.status !== 201) throw new Error(`register: ${res.status} ${JSON.stringify(body)}`);
    return { token: body.tokens.access, userId: body.user.id };
  },

  async upload(
    baseUrl: string,
    token: string,
    files: UploadFile[],
  ): Promise<{ status: number; body: Json }> {
    const { payload, headers } = multipart(files);
    const res = await fetch(`${baseUrl}/api/analysis/`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${token}` },
      body: new Uint8Array(payload),
      signal: AbortSignal.timeout(20_000),
    });
    return { status: res.status, body: (await res.json()) as Json };
  },

  async get(baseUrl: string, route: string, token?: string) {
    const res = await fetch(`${baseUrl}${route}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    let body: Json = {};
    try {
      body = JSON.parse(text) as Json;
    } catch {
      body = { text };
    }
    return { status: res.status, headers: res.headers, body };
  },
};

export const run = promisify(execFile);

/** Deterministic PRNG (mulberry32) for seeded fault schedules. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type StatusEvent = {
  id: string;
  status: string;
  progress: { stage: string; percent: number } | null;
};

/** Reads an SSE stream the way EventSource does until the server ends it (or the timeout). */
export async function followEvents(url: string, timeoutMs: number): Promise<StatusEvent[]> {
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (res.status !== 200) throw new Error(`SSE answered ${res.status}: ${await res.text()}`);
  const type = res.headers.get('content-type') ?? '';
  if (!type.startsWith('text/event-stream')) throw new Error(`SSE content-type ${type}`);
  const events: StatusEvent[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const name = block.match(/^event: (.+)$/m)?.[1];
      const data = block.match(/^data: (.+)$/m)?.[1];
      if (name === 'status' && data) events.push(JSON.parse(data) as StatusEvent);
      end = buffer.indexOf('\n\n');
    }
  }
  return events;
}
