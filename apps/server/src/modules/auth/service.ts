import { randomUUID } from 'node:crypto';
import {
  ACCESS_TOKEN_TTL_S,
  type AuthResponse,
  REFRESH_TOKEN_TTL_S,
  RESET_LINK_TTL_S,
  type RegisterRequest,
  type Tokens,
} from '@bsp/shared';
import type { Logger } from 'pino';
import type { Clock } from '../../clock.ts';
import type { UserRow } from '../../db/schema.ts';
import type { Mailer } from '../../email/mailer.ts';
import { passwordResetEmail } from '../../email/templates.ts';
import { errors } from '../../http/errors.ts';
import type { JobSender } from '../../jobs/registry.ts';
import { toPublicUser } from '../users/public-user.ts';
import type { UsersRepository } from '../users/repository.ts';
import {
  COMMON_PASSWORD_MESSAGE,
  getDummyHash,
  hashPassword,
  isCommonPassword,
  verifyPassword,
} from './passwords.ts';
import type { AuthRepository } from './repository.ts';
import { generateToken, hashToken } from './tokens.ts';

export type AuthContext = { userId: string; sessionId: string };

export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that email, we have sent a link to reset the password.';

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

export class AuthService {
  readonly #auth: AuthRepository;
  readonly #users: UsersRepository;
  readonly #clock: Clock;
  readonly #jobs: JobSender;
  readonly #mailer: Mailer;
  readonly #publicUrl: string;
  readonly #logger: Logger;

  constructor(deps: {
    auth: AuthRepository;
    users: UsersRepository;
    clock: Clock;
    jobs: JobSender;
    mailer: Mailer;
    publicUrl: string;
    logger: Logger;
  }) {
    this.#auth = deps.auth;
    this.#users = deps.users;
    this.#clock = deps.clock;
    this.#jobs = deps.jobs;
    this.#mailer = deps.mailer;
    this.#publicUrl = deps.publicUrl;
    this.#logger = deps.logger;
  }

  #checkNotCommon(password: string, field: string) {
    if (isCommonPassword(password)) throw errors.validation({ [field]: COMMON_PASSWORD_MESSAGE });
  }

  async register(input: RegisterRequest): Promise<AuthResponse> {
    this.#checkNotCommon(input.password, 'password');
    const duplicate = () =>
      errors.conflict(
        { email: 'An account with this email already exists.' },
        'An account with this email already exists.',
      );
    if (await this.#users.emailExists(input.email)) throw duplicate();
    const now = this.#clock.now();
    let user: UserRow;
    try {
      user = await this.#users.insert({
        id: randomUUID(),
        email: input.email,
        password_hash: await hashPassword(input.password),
        first_name: input.first_name,
        last_name: input.last_name,
        profile_picture_id: null,
        created_at: now,
        updated_at: now,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
    const tokens = await this.#startSession(user.id);
    this.#logger.info({ userId: user.id }, 'user registered');
    return { user: toPublicUser(user), tokens };
  }

  async login(email: string, password: string): Promise<AuthResponse> {
    const user = await this.#users.findByEmail(email);
    if (!user) {
      await verifyPassword(await getDummyHash(), password);
      throw errors.invalidCredentials();
    }
    if (!(await verifyPassword(user.password_hash, password))) throw errors.invalidCredentials();
    const tokens = await this.#startSession(user.id);
    return { user: toPublicUser(user), tokens };
  }

  async #startSession(userId: string): Promise<Tokens> {
    const now = this.#clock.now();
    const access = generateToken('access');
    const refresh = generateToken('refresh');
    await this.#auth.createSession({
      sessionId: randomUUID(),
      userId,
      accessHash: hashToken(access),
      accessExpiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_S * 1000),
      refreshHash: hashToken(refresh),
      refreshExpiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_S * 1000),
      now,
    });
    return { access, refresh };
  }

  /** Validates a bearer token against the database (revocation is immediate). */
  async authenticate(accessToken: string): Promise<AuthContext> {
    const found = await this.#auth.findAccessToken(hashToken(accessToken));
    if (!found || found.user_deleted) throw errors.unauthorized('The access token is not valid.');
    if (found.revoked_at) throw errors.tokenRevoked();
    if (found.expires_at.getTime() <= this.#clock.now().getTime()) throw errors.tokenExpired();
    return { userId: found.user_id, sessionId: found.session_id };
  }

  /** Rotation: every refresh token works once; a replay revokes the whole family. */
  async refresh(refreshToken: string): Promise<Tokens> {
    const now = this.#clock.now();
    const oldHash = hashToken(refreshToken);
    const found = await this.#auth.findRefreshToken(oldHash);
    if (!found) throw errors.unauthorized('The refresh token is not valid.');
    if (found.revoked_at) throw errors.tokenRevoked();
    if (found.used_at) {
      await this.#auth.revokeSession(found.session_id, 'refresh_token_reuse', now);
      this.#logger.warn(
        { sessionId: found.session_id, userId: found.user_id },
        'refresh token reused: session revoked',
      );
      throw errors.tokenRevoked('This refresh token was already used. Sign in again.');
    }
    if (found.expires_at.getTime() <= now.getTime()) {
      throw errors.unauthorized('The refresh token has expired. Sign in again.');
    }
    const access = generateToken('access');
    const refresh = generateToken('refresh');
    const rotated = await this.#auth.rotate({
      oldRefreshHash: oldHash,
      sessionId: found.session_id,
      accessHash: hashToken(access),
      accessExpiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_S * 1000),
      refreshHash: hashToken(refresh),
      refreshExpiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_S * 1000),
      now,
    });
    if (!rotated) {
      // Lost a race with another use of the same token: treat as reuse.
      await this.#auth.revokeSession(found.session_id, 'refresh_token_reuse', now);
      throw errors.tokenRevoked('This refresh token was already used. Sign in again.');
    }
    return { access, refresh };
  }

  /** Idempotent: unknown or already revoked tokens are fine. */
  async logout(refreshToken: string): Promise<void> {
    const found = await this.#auth.findRefreshToken(hashToken(refreshToken));
    if (found) await this.#auth.revokeSession(found.session_id, 'logout', this.#clock.now());
  }

  async changePassword(
    ctx: AuthContext,
    currentPassword: string,
    newPassword: string,
  ): Promise<Tokens> {
    const user = await this.#users.findById(ctx.userId);
    if (!user) throw errors.unauthorized();
    if (!(await verifyPassword(user.password_hash, currentPassword))) {
      throw errors.validation(
        { current_password: 'The current password is incorrect.' },
        'The current password is incorrect.',
      );
    }
    this.#checkNotCommon(newPassword, 'new_password');
    const now = this.#clock.now();
    await this.#users.setPasswordHash(user.id, await hashPassword(newPassword), now);
    await this.#auth.revokeAllSessions(user.id, 'password_change', now);
    this.#logger.info({ userId: user.id }, 'password changed: all sessions revoked');
    return this.#startSession(user.id);
  }

  /** The request only enqueues: the lookup happens in the job, so timing reveals nothing. */
  async requestPasswordReset(email: string): Promise<void> {
    await this.#jobs.send('auth.password-reset', { email });
  }

  /** Job handler: sends a single-use link if an account exists; silent otherwise. */
  async sendPasswordResetEmail(email: string): Promise<void> {
    const user = await this.#users.findByEmail(email);
    if (!user) return;
    const now = this.#clock.now();
    const token = generateToken('reset');
    await this.#auth.createResetToken({
      userId: user.id,
      hash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_LINK_TTL_S * 1000),
      now,
    });
    const link = `${this.#publicUrl}/auth/recover-password?token=${encodeURIComponent(token)}`;
    await this.#mailer.send(
      passwordResetEmail({
        to: user.email,
        firstName: user.first_name,
        link,
        validMinutes: Math.round(RESET_LINK_TTL_S / 60),
      }),
    );
  }

  /** Housekeeping job. */
  async purgeExpired(): Promise<void> {
    await this.#auth.purgeExpired(this.#clock.now());
  }

  async confirmPasswordReset(token: string, newPassword: string): Promise<void> {
    const now = this.#clock.now();
    // Check the password first so a rejected password does not burn the link.
    this.#checkNotCommon(newPassword, 'new_password');
    const userId = await this.#auth.consumeResetToken(hashToken(token), now);
    if (!userId) {
      throw errors.invalidToken(
        'This reset link is invalid, expired or already used. Ask for a new one.',
      );
    }
    await this.#users.setPasswordHash(userId, await hashPassword(newPassword), now);
    await this.#auth.invalidateResetTokens(userId, now);
    await this.#auth.revokeAllSessions(userId, 'password_reset', now);
    this.#logger.info({ userId }, 'password reset: all sessions revoked');
  }
}
