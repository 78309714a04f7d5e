import { defineConfig } from 'vitest/config';

// Three tiers (after Immich): unit (pure, fast), integration (real PGlite/PostgreSQL/SMTP),
// e2e (real server + real Chromium). Named by file suffix so tests live beside their code.
export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{packages,apps}/*/src/**/*.test.{ts,tsx}'],
          // (a few unit tests run OCR or render pages: on a busy 2-core machine 5 s is too tight)
          testTimeout: 20_000,
          exclude: ['**/*.int.test.ts', '**/*.e2e.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['{packages,apps}/*/{src,test}/**/*.int.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/*/e2e/**/*.e2e.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
