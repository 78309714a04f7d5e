export { type Clock, manualClock, systemClock } from './clock.ts';
export { type Config, ConfigError, DEFAULT_RATE_LIMITS, loadConfig } from './config.ts';
export { type Database, type DatabaseOptions, openDatabase } from './db/database.ts';
export { migrateToLatest } from './db/migrate.ts';
export { createMailer, type Mailer, type MailMessage } from './email/mailer.ts';
export { type App, type AppDeps, buildApp } from './http/app.ts';
export { JobQueue } from './jobs/boss.ts';
export { type JobName, jobSchemas } from './jobs/registry.ts';
export { createServerRuntime, type RuntimeMode, type ServerRuntime } from './runtime.ts';
