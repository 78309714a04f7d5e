/**
 * `npm test`: every tier — unit, integration (PGlite; PostgreSQL too when TEST_DATABASE_URL is
 * set) and browser e2e in Chromium. Extra arguments go to vitest (e.g. `npm test -- --project unit`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureWebBuild } from './web-build.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = process.argv.slice(2);
const wantsE2e = args.length === 0 || args.some((arg) => arg.includes('e2e'));

if (wantsE2e) {
  if (!existsSync(CHROMIUM)) installChromium();
  ensureWebBuild();
}

const result = spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit' });
process.exit(result.status ?? 1);

function installChromium(): void {
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(
      `Chromium not found at ${CHROMIUM}; installing Debian's chromium for the browser tests…`,
    );
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env,
    });
    if (install.status === 0 && existsSync(CHROMIUM)) return;
  }
  console.error(
    `The browser tests need Chromium at ${CHROMIUM}. Install it (Debian: sudo apt-get install -y chromium) ` +
      'or set CHROMIUM_PATH, or run only the other tiers: npm test -- --project unit --project integration',
  );
  process.exit(1);
}
