/**
 * `npm start`: build the web app if needed, then run API + worker + web on the embedded defaults
 * (PGlite in ./data) — or on PostgreSQL when DATABASE_URL is set.
 */
import { spawn } from 'node:child_process';
import { ensureWebBuild } from './web-build.ts';

ensureWebBuild();

const child = spawn(
  process.execPath,
  ['apps/server/bin/bsp.mjs', 'start', ...process.argv.slice(2)],
  {
    cwd: new URL('..', import.meta.url).pathname,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
