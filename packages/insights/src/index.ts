export * from './exports/csv.ts';
