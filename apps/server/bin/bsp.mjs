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
const { main } = await import('../src/cli.ts');
process.exitCode = await main(process.argv.slice(2));
