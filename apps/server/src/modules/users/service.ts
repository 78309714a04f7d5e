import { randomUUID } from 'node:crypto';
import type { User } from '@bsp/shared';
import type { Logger } from 'pino';
import type { Clock } from '../../clock.ts';
import { errors } from '../../http/errors.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { MediaRepository } from '../media/repository.ts';
import { processProfilePicture } from './images.ts';
import { toPublicUser } from './public-user.ts';
import type { UsersRepository } from './repository.ts';

/** The user's uploads in an object store, which the database cascade cannot reach. */
export type StoredUploads = {
  storageKeysOf(userId: string): Promise<string[]>;
  deleteObjects(keys: string[]): Promise<void>;
};

export class UsersService {
  readonly #users: UsersRepository;
  readonly #uploads: StoredUploads;
  readonly #media: MediaRepository;
  readonly #clock: Clock;
  readonly #logger: Logger;

  constructor(deps: {
    users: UsersRepository;
    media: MediaRepository;
    uploads: StoredUploads;
    clock: Clock;
    logger: Logger;
  }) {
    this.#users = deps.users;
    this.#uploads = deps.uploads;
    this.#media = deps.media;
    this.#clock = deps.clock;
    this.#logger = deps.logger;
  }

  async get(userId: string): Promise<User> {
    const user = await this.#users.findById(userId);
    if (!user) throw errors.unauthorized();
    return toPublicUser(user);
  }

  async update(
    userId: string,
    changes: { first_name?: string; last_name?: string; profile_picture?: Buffer },
  ): Promise<User> {
    const current = await this.#users.findById(userId);
    if (!current) throw errors.unauthorized();
    const now = this.#clock.now();
    let pictureId: string | undefined;
    if (changes.profile_picture) {
      const image = await processProfilePicture(changes.profile_picture);
      pictureId = randomUUID();
      await this.#media.insert({
        id: pictureId,
        owner_user_id: userId,
        kind: 'profile_picture',
        content_type: image.contentType,
        byte_size: image.bytes.length,
        width: image.width,
        height: image.height,
        bytes: image.bytes,
        created_at: now,
      });
    }
    const updated = await this.#users.update(
      userId,
      {
        ...(changes.first_name !== undefined ? { first_name: changes.first_name } : {}),
        ...(changes.last_name !== undefined ? { last_name: changes.last_name } : {}),
        ...(pictureId ? { profile_picture_id: pictureId } : {}),
      },
      now,
    );
    if (!updated) throw errors.unauthorized();
    if (pictureId && current.profile_picture_id)
      await this.#media.delete(current.profile_picture_id);
    return toPublicUser(updated);
  }

  /** Asks for the password again, then deletes the account and everything it owns. */
  async delete(userId: string, password: string): Promise<void> {
    const user = await this.#users.findById(userId);
    if (!user) throw errors.unauthorized();
    if (!(await verifyPassword(user.password_hash, password))) {
      throw errors.validation(
        { password: 'The password is incorrect.' },
        'The password is incorrect.',
      );
    }
    const objects = await this.#uploads.storageKeysOf(userId);
    await this.#users.delete(userId); // rows cascade
    await this.#uploads.deleteObjects(objects);
    this.#logger.info({ userId, objects: objects.length }, 'account deleted');
  }
}
