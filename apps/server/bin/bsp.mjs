#!/usr/bin/env node
// BSP command line. The sources are TypeScript run natively (type stripping): Node 24+.
const [major] = process.versions.node.split('.').map(Number);
if (major < 24) {
  process.stderr.write(
    `BSP needs Node.js 24 or newer (this is ${process.version}). Run it through npm ` +
      '(`npm run bsp -- <command>` or `npx bsp <command>`), which uses the Node 24 installed in the repository.\n',
  );
  process.exit(1);
}
// Node keeps the type-stripped sources and their compiled code on disk, keyed by their content:
// a run after the first skips stripping and compiling (~0.1 s of `bsp parse`'s start-up).
// NODE_COMPILE_CACHE=dir moves the cache, NODE_DISABLE_COMPILE_CACHE=1 turns it off; a
// directory that cannot be written leaves it off without an error.
const { enableCompileCache } = await import('node:module');
const { fileURLToPath } = await import('node:url');
enableCompileCache(
  process.env.NODE_COMPILE_CACHE ??
    fileURLToPath(new URL('../../../node_modules/.cache/bsp-compile-cache', import.meta.url)),
);
const { main } = await import('../src/cli.ts');
process.exitCode = await main(process.argv.slice(2));
