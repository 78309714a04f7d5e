export * from './api/auth.ts';
export * from './api/contact.ts';
export * from './api/errors.ts';
export * from './constants.ts';
export * from './dates.ts';
export * from './money.ts';
