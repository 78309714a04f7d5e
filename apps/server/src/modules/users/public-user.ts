import type { User } from '@bsp/shared';
import type { UserRow } from '../../db/schema.ts';

export const mediaPath = (id: string) => `/media/${id}.webp`;

export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    profile_picture: row.profile_picture_id ? mediaPath(row.profile_picture_id) : null,
  };
}
