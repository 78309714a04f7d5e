export * from './categorise/index.ts';
export * from './exports/common.ts';
export * from './exports/csv.ts';
export * from './exports/index.ts';
export * from './exports/json.ts';
export * from './exports/ofx.ts';
export * from './exports/qif.ts';
export * from './exports/xlsx.ts';
