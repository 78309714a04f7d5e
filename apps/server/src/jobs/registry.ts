import { z } from 'zod';

/**
 * Every background job the system knows, with the shape of its data. Handlers and senders are
 * typed from this table; data is validated again when a worker picks a job up.
 */
export const jobSchemas = {
  /** Health check of the queue itself (used by tests and `bsp` diagnostics). */
  'system.ping': z.object({ nonce: z.string() }),
  /** Look the email up and, if an account exists, send a reset link (keeps request timing flat). */
  'auth.password-reset': z.object({ email: z.string() }),
  /** Forward a stored contact message to CONTACT_EMAIL_TO. */
  'contact.forward': z.object({ messageId: z.string() }),
  /** Hourly housekeeping: expired access tokens, old reset tokens, long-revoked sessions. */
  'auth.purge-expired': z.object({}),
  /** Parse one uploaded statement file in the isolated parser and store its results. */
  'statement.parse': z.object({ analysisId: z.string() }),
  /** Every few minutes: fail analyses whose parse job is gone for good (retries used up). */
  'statement.fail-abandoned': z.object({}),
  /** Ask the optional local language model about a parsed statement's uncertain merchants. */
  'categories.llm': z.object({ userId: z.string(), analysisId: z.string() }),
} as const;

/** Cron schedules (UTC) set up by processes that run workers. */
export const JOB_SCHEDULES: Partial<Record<JobName, string>> = {
  'auth.purge-expired': '17 * * * *',
  'statement.fail-abandoned': '*/5 * * * *',
};

export type JobName = keyof typeof jobSchemas;
export type JobData<N extends JobName> = z.infer<(typeof jobSchemas)[N]>;
export const JOB_NAMES = Object.keys(jobSchemas) as JobName[];

export type JobHandler<N extends JobName> = (
  data: JobData<N>,
  job: { id: string },
) => Promise<void>;
export type JobHandlers = { [N in JobName]: JobHandler<N> };

/** Per-send options (pg-boss semantics). */
export type SendOptions = {
  /**
   * Run the insert on this connection instead of the queue's own: pass the executor of an open
   * transaction so the job is committed (or rolled back) together with the caller's rows.
   */
  executor?: { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };
  /** At most one queued/active job per key (pg-boss singletonKey). */
  singletonKey?: string;
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  /** An active job not finished after this long is failed (and retried) by maintenance. */
  expireInSeconds?: number;
};

/** What services need: a way to enqueue, nothing more. */
export type JobSender = {
  send<N extends JobName>(name: N, data: JobData<N>, options?: SendOptions): Promise<string | null>;
};
