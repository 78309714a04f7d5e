export { type CheckInput, type CheckOutput, runChecks } from './checks.ts';
export { detectFileType } from './file-type.ts';
export { parseStatement, shutdownParser, warmUpParser } from './parse-statement.ts';
export * from './types.ts';
