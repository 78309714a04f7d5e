import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const webRoot = path.join(repoRoot, 'apps/web');
export const screenshotDir = path.join(repoRoot, 'artifacts/screenshots');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * Builds the web app if apps/web/dist/index.html is missing (or older than the sources, so the
 * tests never run against a stale build). The server serves apps/web/dist.
 */
export function ensureWebBuilt(): void {
  const built = path.join(webRoot, 'dist/index.html');
  if (existsSync(built)) {
    const sources = Math.max(
      newestMtime(path.join(webRoot, 'src')),
      statSync(path.join(webRoot, 'index.html')).mtimeMs,
    );
    if (process.env.BSP_E2E_SKIP_BUILD || statSync(built).mtimeMs >= sources) return;
  }
  const vite = path.join(repoRoot, 'node_modules/vite/bin/vite.js');
  // NODE_ENV is 'test' inside vitest; without this the build would ship React's development code.
  const result = spawnSync(process.execPath, [vite, 'build'], {
    cwd: webRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('vite build failed');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export type RunningServer = {
  baseUrl: string;
  dataDir: string;
  logs: () => string;
  stop: () => Promise<void>;
};

/** Starts the real BSP server on a free port with a throw-away DATA_DIR. */
export async function startServer(): Promise<RunningServer> {
  ensureWebBuilt();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bsp-web-e2e-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  delete env.SMTP_URL;
  const node = path.join(repoRoot, 'node_modules/.bin/node');
  const child: ChildProcess = spawn(node, ['apps/server/bin/bsp.mjs', 'start'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`server exited early (${child.exitCode}):\n${output.slice(-4000)}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health/`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${output.slice(-4000)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    dataDir,
    logs: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 740 };

export async function newPage(
  browser: Browser,
  baseUrl: string,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text()))
      errors.push(msg.text());
  });
  return { context, page, errors };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(screenshotDir, `${name}-${width}.png`), fullPage: true });
}

export type E2eEnvironment = {
  /** The server of this file (throws before beforeAll ran). */
  readonly server: RunningServer;
  readonly browser: Browser;
  /** A fresh context and page on the server (desktop unless told). */
  newPage: (viewport?: { width: number; height: number }) => ReturnType<typeof newPage>;
};

/**
 * One real server (throw-away DATA_DIR) and one Chromium for the test file: started in
 * beforeAll, stopped in afterAll. Call it at the top of the file, before other hooks that use it.
 */
export function setupServerAndBrowser(): E2eEnvironment {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const env: E2eEnvironment = {
    get server() {
      if (!server) throw new Error('the e2e server is not running (used outside a test?)');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the e2e browser is not running (used outside a test?)');
      return browser;
    },
    newPage: (viewport = DESKTOP) => newPage(env.browser, env.server.baseUrl, viewport),
  };
  return env;
}

/** Decodes quoted-printable soft line breaks and escapes (=\n, =3D, …). */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Reads the password-reset link from the newest .eml in $DATA_DIR/outbox/. */
export async function readResetLink(dataDir: string, timeoutMs = 15_000): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (existsSync(outbox)) {
      const files = readdirSync(outbox)
        .filter((f) => f.endsWith('.eml'))
        .map((f) => ({ f, t: statSync(path.join(outbox, f)).mtimeMs }))
        .sort((a, b) => b.t - a.t);
      const newest = files[0];
      if (newest) {
        const body = decodeQuotedPrintable(readFileSync(path.join(outbox, newest.f), 'utf8'));
        const match = body.match(/https?:\/\/[^\s"'<>]*\/auth\/recover-password\?token=[^\s"'<>]+/);
        if (match) return match[0].replace(/&amp;/g, '&');
      }
    }
    if (Date.now() > deadline) throw new Error(`no reset email with a link in ${outbox}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export function countEmails(dataDir: string): number {
  const outbox = path.join(dataDir, 'outbox');
  return existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')).length : 0;
}

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Registers through the API and returns the session, for tests that start signed in. */
export async function registerViaApi(baseUrl: string, email: string, password: string) {
  const res = await fetch(`${baseUrl}/api/auth/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, first_name: 'Robin', last_name: 'Tester' }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { user: unknown; tokens: unknown };
}

/** Puts a session into local storage the way the app stores it (keys user, tokens). */
export async function signInWithStorage(
  page: Page,
  session: { user: unknown; tokens: unknown },
): Promise<void> {
  await page.goto('/privacy-policy');
  await page.evaluate((s) => {
    window.localStorage.setItem('user', JSON.stringify(s.user));
    window.localStorage.setItem('tokens', JSON.stringify(s.tokens));
  }, session);
}
