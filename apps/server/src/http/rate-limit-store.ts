import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.ts';

export type RateLimitCount = { current: number; ttl: number };

/** How often one process deletes expired counters (at most). */
const PURGE_EVERY_MS = 60_000;

/**
 * Rate-limit counters in the database, so every API process counts the same attempts (issue 14).
 * One row per key in a fixed window: the first hit opens the window, later hits increment it in
 * one atomic upsert; a hit after the window ends starts a new one. Times are the database's, so
 * processes on machines with skewed clocks still agree.
 */
export class RateLimitRepository {
  readonly #db: Kysely<DB>;
  #lastPurge = 0;

  constructor(db: Kysely<DB>) {
    this.#db = db;
  }

  async increment(key: string, windowMs: number): Promise<RateLimitCount> {
    const window = Math.max(1, Math.trunc(windowMs));
    const result = await sql<{ current: number; ttl: number }>`
      insert into rate_limits as r (key, count, expires_at)
      values (${key}, 1, now() + ${window}::integer * interval '1 millisecond')
      on conflict (key) do update set
        count = case when r.expires_at <= now() then 1 else r.count + 1 end,
        expires_at = case
          when r.expires_at <= now() then now() + ${window}::integer * interval '1 millisecond'
          else r.expires_at
        end
      returning r.count as current,
        greatest(0, extract(epoch from (r.expires_at - now())) * 1000)::float8 as ttl
    `.execute(this.#db);
    this.#maybePurge();
    const row = result.rows[0]!;
    return { current: Number(row.current), ttl: Math.ceil(Number(row.ttl)) };
  }

  /** The count without counting (a clean state once the window has ended). */
  async read(key: string): Promise<RateLimitCount> {
    const result = await sql<{ current: number; ttl: number }>`
      select count as current,
        greatest(0, extract(epoch from (expires_at - now())) * 1000)::float8 as ttl
      from rate_limits where key = ${key} and expires_at > now()
    `.execute(this.#db);
    const row = result.rows[0];
    return row
      ? { current: Number(row.current), ttl: Math.ceil(Number(row.ttl)) }
      : { current: 0, ttl: 0 };
  }

  /** Deletes counters whose window has ended; the number deleted. */
  async purgeExpired(): Promise<number> {
    const result = await this.#db
      .deleteFrom('rate_limits')
      .where('expires_at', '<=', sql<Date>`now()`)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  #maybePurge() {
    const now = Date.now();
    if (now - this.#lastPurge < PURGE_EVERY_MS) return;
    this.#lastPurge = now;
    // Housekeeping: a failure here must not fail the request that triggered it.
    this.purgeExpired().catch(() => {});
  }
}

type Callback = (error: Error | null, result?: RateLimitCount) => void;
type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };

/** The key as stored: a hash of the route and the caller's key (an IP or an email). */
export function storedKey(namespace: string, key: string): string {
  return createHash('sha256').update(`${namespace}\n${key}`).digest('hex');
}

/**
 * A @fastify/rate-limit `store` over RateLimitRepository. Each limited route gets a child store
 * namespaced by its method and URL (as the plugin's Redis store does), so the same IP is counted
 * separately for login and for register; limiters made with createRateLimit carry their own scope
 * in the key.
 */
export function databaseRateLimitStore(repository: RateLimitRepository) {
  return class DatabaseRateLimitStore {
    readonly namespace: string;

    constructor(_options?: unknown, namespace = '') {
      this.namespace = namespace;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      repository.increment(storedKey(this.namespace, key), timeWindow).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      repository.read(storedKey(this.namespace, key)).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    /** The plugin passes the route's merged limit options, with the route as `routeInfo`. */
    child(options: object): DatabaseRateLimitStore {
      const route = (options as RouteInfo).routeInfo;
      const method = [route?.method ?? ''].flat().join(',');
      return new DatabaseRateLimitStore(undefined, `${method} ${route?.url ?? ''}`);
    }
  };
}
