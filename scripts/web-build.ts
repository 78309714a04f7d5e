import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const webDir = join(root, 'apps/web');
const builtIndex = join(webDir, 'dist/index.html');

function newestMtime(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when the built web app is missing or older than its sources. */
export function webBuildIsStale(): boolean {
  const built = statSync(builtIndex, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (built === 0) return true;
  const sources = ['src', 'index.html', 'vite.config.ts', 'public', '../../packages/shared/src'];
  return sources.some((source) => newestMtime(join(webDir, source)) > built);
}

/** Builds the web app when it is missing or stale, so `npm start` always serves current code. */
export function ensureWebBuild(): void {
  if (!webBuildIsStale()) return;
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '--workspace', '@bsp/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The web app failed to build; see the output above.');
    process.exit(result.status ?? 1);
  }
}
