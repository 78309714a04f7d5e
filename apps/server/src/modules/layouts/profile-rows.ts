import type { LayoutProfile, LayoutProfileDetail, LayoutProfileSummary } from '@bsp/shared';
import type { ProfileRow } from './repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toProfileSummary(row: ProfileRow): LayoutProfileSummary {
  return {
    id: row.id,
    name: row.name,
    bank_name: row.bank_name,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    used_count: Number(row.used_count),
    last_used_at: row.last_used_at === null ? null : iso(row.last_used_at),
  };
}

/** The summary and the profile file with its id (what the web app exports). */
export function toProfileDetail(row: ProfileRow): LayoutProfileDetail {
  return {
    ...toProfileSummary(row),
    profile: { ...(row.profile as Omit<LayoutProfile, 'id'>), id: row.id },
  };
}
