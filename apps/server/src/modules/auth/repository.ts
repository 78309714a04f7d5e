import { REFRESH_TOKEN_TTL_S } from '@bsp/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type AccessTokenLookup = {
  session_id: string;
  user_id: string;
  expires_at: Date;
  revoked_at: Date | null;
  user_deleted: boolean;
};

export type RefreshTokenLookup = {
  session_id: string;
  user_id: string;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
};

/** Sessions (refresh-token families), access/refresh tokens and reset tokens. Hashes only. */
/** A fresh access + refresh token for one session (its hashes: tokens are never stored). */
type TokenPair = {
  sessionId: string;
  accessHash: string;
  accessExpiresAt: Date;
  refreshHash: string;
  refreshExpiresAt: Date;
  now: Date;
};

async function insertTokenPair(db: Kysely<DB>, pair: TokenPair): Promise<void> {
  await db
    .insertInto('access_tokens')
    .values({
      token_hash: pair.accessHash,
      session_id: pair.sessionId,
      created_at: pair.now,
      expires_at: pair.accessExpiresAt,
    })
    .execute();
  await db
    .insertInto('refresh_tokens')
    .values({
      token_hash: pair.refreshHash,
      session_id: pair.sessionId,
      created_at: pair.now,
      expires_at: pair.refreshExpiresAt,
    })
    .execute();
}

export class AuthRepository {
  readonly #db: Kysely<DB>;
  constructor(db: Kysely<DB>) {
    this.#db = db;
  }

  /** Creates a session with its first access + refresh token, atomically. */
  async createSession(input: TokenPair & { userId: string }): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      await trx
        .insertInto('sessions')
        .values({
          id: input.sessionId,
          user_id: input.userId,
          created_at: input.now,
          last_used_at: input.now,
        })
        .execute();
      await insertTokenPair(trx, input);
    });
  }

  async findAccessToken(hash: string): Promise<AccessTokenLookup | undefined> {
    const row = await this.#db
      .selectFrom('access_tokens as a')
      .innerJoin('sessions as s', 's.id', 'a.session_id')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['a.session_id', 's.user_id', 'a.expires_at', 's.revoked_at', 'u.deleted_at'])
      .where('a.token_hash', '=', hash)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      session_id: row.session_id,
      user_id: row.user_id,
      expires_at: row.expires_at,
      revoked_at: row.revoked_at,
      user_deleted: row.deleted_at !== null,
    };
  }

  findRefreshToken(hash: string): Promise<RefreshTokenLookup | undefined> {
    return this.#db
      .selectFrom('refresh_tokens as r')
      .innerJoin('sessions as s', 's.id', 'r.session_id')
      .select(['r.session_id', 's.user_id', 'r.expires_at', 'r.used_at', 's.revoked_at'])
      .where('r.token_hash', '=', hash)
      .executeTakeFirst();
  }

  /**
   * Marks the refresh token used and issues the next pair in the same family. Returns false when
   * the token was already used (a concurrent or replayed refresh): the caller revokes the family.
   */
  async rotate(input: TokenPair & { oldRefreshHash: string }): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable('refresh_tokens')
        .set({ used_at: input.now })
        .where('token_hash', '=', input.oldRefreshHash)
        .where('used_at', 'is', null)
        .returning('token_hash')
        .executeTakeFirst();
      if (!used) return false;
      await trx
        .updateTable('sessions')
        .set({ last_used_at: input.now })
        .where('id', '=', input.sessionId)
        .execute();
      await insertTokenPair(trx, input);
      return true;
    });
  }

  /** Revokes one family: its access and refresh tokens stop working at once. */
  async revokeSession(sessionId: string, reason: string, now: Date): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sessions')
        .set({ revoked_at: now, revoked_reason: reason })
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .execute();
      await trx.deleteFrom('access_tokens').where('session_id', '=', sessionId).execute();
    });
  }

  async revokeAllSessions(userId: string, reason: string, now: Date): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sessions')
        .set({ revoked_at: now, revoked_reason: reason })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
      await trx
        .deleteFrom('access_tokens')
        .where(
          'session_id',
          'in',
          trx.selectFrom('sessions').select('id').where('user_id', '=', userId),
        )
        .execute();
    });
  }

  async createResetToken(input: {
    userId: string;
    hash: string;
    expiresAt: Date;
    now: Date;
  }): Promise<void> {
    await this.#db
      .insertInto('password_reset_tokens')
      .values({
        token_hash: input.hash,
        user_id: input.userId,
        created_at: input.now,
        expires_at: input.expiresAt,
      })
      .execute();
  }

  /** Single use: marks it used and returns the user id, or undefined if unknown/used/expired. */
  async consumeResetToken(hash: string, now: Date): Promise<string | undefined> {
    const row = await this.#db
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', hash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    return row?.user_id;
  }

  /** After a successful reset, older outstanding links stop working too. */
  async invalidateResetTokens(userId: string, now: Date): Promise<void> {
    await this.#db
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
  }

  /**
   * Housekeeping: drops expired access tokens, reset tokens expired for a day, and sessions
   * revoked for 30 days (their refresh tokens cascade). Reuse detection only needs the used
   * refresh tokens of live sessions.
   */
  async purgeExpired(now: Date): Promise<void> {
    const day = 24 * 3600 * 1000;
    await this.#db.deleteFrom('access_tokens').where('expires_at', '<', now).execute();
    await this.#db
      .deleteFrom('password_reset_tokens')
      .where('expires_at', '<', new Date(now.getTime() - day))
      .execute();
    await this.#db
      .deleteFrom('sessions')
      .where((eb) =>
        eb.or([
          eb('revoked_at', '<', new Date(now.getTime() - 30 * day)),
          // Idle past the refresh-token lifetime: every token of it has expired.
          eb('last_used_at', '<', new Date(now.getTime() - REFRESH_TOKEN_TTL_S * 1000 - day)),
        ]),
      )
      .execute();
  }
}
