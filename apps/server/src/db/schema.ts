import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type UsersTable = {
  id: string;
  /** Always stored lower-cased and trimmed. */
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  /** Current profile picture (row in `media`), null when none. */
  profile_picture_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
};

/** One login = one session = one refresh-token family. */
export type SessionsTable = {
  id: string;
  user_id: string;
  created_at: Timestamp;
  last_used_at: Timestamp;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
};

export type RefreshTokensTable = {
  /** SHA-256 of the token (hex); the token itself is never stored. */
  token_hash: string;
  session_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
};

export type AccessTokensTable = {
  token_hash: string;
  session_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
};

export type PasswordResetTokensTable = {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
};

export type ContactMessagesTable = {
  id: string;
  name: string;
  email: string;
  company: string | null;
  subject: string;
  message: string;
  priority: string;
  created_at: Timestamp;
  forwarded_at: Timestamp | null;
};

export type MediaTable = {
  id: string;
  owner_user_id: string | null;
  kind: string;
  content_type: string;
  byte_size: number;
  width: number | null;
  height: number | null;
  bytes: Buffer | Uint8Array;
  created_at: Timestamp;
};

export type DB = {
  users: UsersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  access_tokens: AccessTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  contact_messages: ContactMessagesTable;
  media: MediaTable;
};

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type MediaRow = Selectable<MediaTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
