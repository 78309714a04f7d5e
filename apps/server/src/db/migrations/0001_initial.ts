import { type Kysely, sql } from 'kysely';

// One schema for PGlite and PostgreSQL: plain SQL, no extensions.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table media (
      id uuid primary key,
      owner_user_id uuid,
      kind text not null,
      content_type text not null,
      byte_size integer not null,
      width integer,
      height integer,
      bytes bytea not null,
      created_at timestamptz not null
    )
  `.execute(db);

  await sql`
    create table users (
      id uuid primary key,
      email text not null,
      password_hash text not null,
      first_name text not null,
      last_name text not null,
      profile_picture_id uuid references media(id) on delete set null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      deleted_at timestamptz,
      constraint users_email_lower check (email = lower(email))
    )
  `.execute(db);
  await sql`create unique index users_email_key on users (email)`.execute(db);
  await sql`
    alter table media add constraint media_owner_fk
      foreign key (owner_user_id) references users(id) on delete cascade
  `.execute(db);
  await sql`create index media_owner_idx on media (owner_user_id)`.execute(db);

  await sql`
    create table sessions (
      id uuid primary key,
      user_id uuid not null references users(id) on delete cascade,
      created_at timestamptz not null,
      last_used_at timestamptz not null,
      revoked_at timestamptz,
      revoked_reason text
    )
  `.execute(db);
  await sql`create index sessions_user_idx on sessions (user_id)`.execute(db);

  await sql`
    create table refresh_tokens (
      token_hash text primary key,
      session_id uuid not null references sessions(id) on delete cascade,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz
    )
  `.execute(db);
  await sql`create index refresh_tokens_session_idx on refresh_tokens (session_id)`.execute(db);

  await sql`
    create table access_tokens (
      token_hash text primary key,
      session_id uuid not null references sessions(id) on delete cascade,
      created_at timestamptz not null,
      expires_at timestamptz not null
    )
  `.execute(db);
  await sql`create index access_tokens_session_idx on access_tokens (session_id)`.execute(db);

  await sql`
    create table password_reset_tokens (
      token_hash text primary key,
      user_id uuid not null references users(id) on delete cascade,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz
    )
  `.execute(db);
  await sql`create index password_reset_tokens_user_idx on password_reset_tokens (user_id)`.execute(
    db,
  );

  await sql`
    create table contact_messages (
      id uuid primary key,
      name text not null,
      email text not null,
      company text,
      subject text not null,
      message text not null,
      priority text not null,
      created_at timestamptz not null,
      forwarded_at timestamptz
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'contact_messages',
    'password_reset_tokens',
    'access_tokens',
    'refresh_tokens',
    'sessions',
  ]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
  await sql`alter table media drop constraint media_owner_fk`.execute(db);
  await sql`drop table users`.execute(db);
  await sql`drop table media`.execute(db);
}
