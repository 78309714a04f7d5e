/** A user's layout profiles: list, export, rename, delete, import (issue 13). */
import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  LAYOUT_PROFILE_FORMAT,
  LAYOUT_PROFILE_VERSION,
  type LayoutProfileDetail,
  type LayoutProfileSummary,
  layoutProfileSchema,
} from '@bsp/shared';
import type { Clock } from '../../clock.ts';
import { AppError, errors } from '../../http/errors.ts';
import { isUuid } from '../transactions/ids.ts';
import { toProfileDetail, toProfileSummary } from './profile-rows.ts';
import type { LayoutsRepository, ProfileRow } from './repository.ts';

const notFound = () => errors.notFound('No such layout profile.');

export class LayoutProfilesService {
  readonly #repo: LayoutsRepository;
  readonly #clock: Clock;

  constructor(deps: { repo: LayoutsRepository; clock: Clock }) {
    this.#repo = deps.repo;
    this.#clock = deps.clock;
  }

  async list(userId: string): Promise<{ items: LayoutProfileSummary[] }> {
    return { items: (await this.#repo.listProfiles(userId)).map(toProfileSummary) };
  }

  async get(userId: string, id: string): Promise<LayoutProfileDetail> {
    return toProfileDetail(await this.#own(userId, id));
  }

  async rename(userId: string, id: string, name: string): Promise<LayoutProfileDetail> {
    if (!isUuid(id)) throw notFound();
    const row = await this.#repo.renameProfile(userId, id, name, this.#clock.now());
    if (!row) throw notFound();
    return toProfileDetail(row);
  }

  async delete(userId: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.#repo.deleteProfile(userId, id))) throw notFound();
  }

  /** A profile file (exported by BSP, or written by hand) becomes one of the user's profiles. */
  async import(userId: string, file: unknown): Promise<LayoutProfileSummary> {
    const parsed = checkProfileFile(file);
    const { id: _ignored, ...profile } = parsed;
    const now = this.#clock.now();
    const row = await this.#repo.insertProfile({
      id: randomUUID(),
      user_id: userId,
      name: profile.name,
      bank_name: profile.fingerprint.bankName,
      profile,
      used_count: 0,
      last_used_at: null,
      created_at: now,
      updated_at: now,
    });
    return toProfileSummary(row);
  }

  async #own(userId: string, id: string): Promise<ProfileRow> {
    const row = isUuid(id) ? await this.#repo.findProfile(userId, id) : undefined;
    if (!row) throw notFound();
    return row;
  }
}

/**
 * Validates an imported profile file with messages that say what is wrong with the file: not a
 * profile at all, a newer format version, or the fields that are not valid.
 */
export function checkProfileFile(file: unknown) {
  const invalid = (message: string, fields: Record<string, string> = {}) =>
    new AppError(400, ERROR_CODES.validation, message, { fields });
  if (file === null || typeof file !== 'object' || Array.isArray(file)) {
    throw invalid('This is not a layout profile: expected the JSON object of a profile file.', {
      profile: 'Expected an object.',
    });
  }
  const { format, version } = file as { format?: unknown; version?: unknown };
  if (format !== LAYOUT_PROFILE_FORMAT) {
    throw invalid(
      `This is not a BSP layout profile: its "format" is not "${LAYOUT_PROFILE_FORMAT}".`,
      {
        'profile.format': `Expected "${LAYOUT_PROFILE_FORMAT}".`,
      },
    );
  }
  if (version !== LAYOUT_PROFILE_VERSION) {
    const newer = typeof version === 'number' && version > LAYOUT_PROFILE_VERSION;
    throw invalid(
      newer
        ? `This layout profile is version ${version}, made by a newer BSP; this server reads version ${LAYOUT_PROFILE_VERSION}.`
        : `This layout profile has no version this server reads (expected ${LAYOUT_PROFILE_VERSION}).`,
      { 'profile.version': `Expected ${LAYOUT_PROFILE_VERSION}.` },
    );
  }
  const parsed = layoutProfileSchema.safeParse(file);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = ['profile', ...issue.path.map(String)].join('.');
    fields[key] ??= issue.message;
  }
  const [firstKey, firstMessage] = Object.entries(fields)[0] ?? ['profile', 'Invalid value.'];
  throw invalid(
    `This layout profile is not valid: ${firstKey.replace(/^profile\.?/, '') || 'the file'} — ${firstMessage}`,
    fields,
  );
}
