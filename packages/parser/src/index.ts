export { parseStatement, shutdownParser } from './parse-statement.ts';
export * from './types.ts';
