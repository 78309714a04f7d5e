import { type Kysely, sql } from 'kysely';

/**
 * Categorisation (issue #11). Rows gain their clean merchant and where their category came from;
 * each user gets their own categories, ordered rules and learned merchant memory (never shared).
 * `transactions.category` keeps the category (a primary code or a user category id); values set
 * before this migration were typed by users, so they are marked as the user's (never overwritten).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table transactions
      add column merchant text,
      add column merchant_key text,
      add column category_source text,
      add column category_confidence real,
      add column category_suggested boolean not null default false
  `.execute(db);
  await sql`
    update transactions set category_source = 'user', category_confidence = 1
    where category is not null and btrim(category) <> ''
  `.execute(db);
  await sql`create index transactions_user_merchant_idx on transactions (user_id, merchant_key)`.execute(
    db,
  );

  await sql`
    create table user_categories (
      id uuid primary key,
      user_id uuid not null references users(id) on delete cascade,
      name text not null,
      primary_code text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )
  `.execute(db);
  await sql`create unique index user_categories_user_name_key on user_categories (user_id, lower(name))`.execute(
    db,
  );

  await sql`
    create table category_rules (
      id uuid primary key,
      user_id uuid not null references users(id) on delete cascade,
      position integer not null,
      field text not null,
      op text not null,
      value text not null,
      sign text not null,
      min_amount text,
      max_amount text,
      category text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      constraint category_rules_field_check check (field in ('description', 'merchant')),
      constraint category_rules_op_check check (op in ('contains', 'equals', 'startsWith', 'regex')),
      constraint category_rules_sign_check check (sign in ('in', 'out', 'any'))
    )
  `.execute(db);
  await sql`create index category_rules_user_position_idx on category_rules (user_id, position)`.execute(
    db,
  );

  await sql`
    create table merchant_memory (
      user_id uuid not null references users(id) on delete cascade,
      merchant_key text not null,
      merchant text,
      category text,
      learn boolean not null default true,
      agreements integer not null default 0,
      updated_at timestamptz not null,
      primary key (user_id, merchant_key)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists merchant_memory`.execute(db);
  await sql`drop table if exists category_rules`.execute(db);
  await sql`drop table if exists user_categories`.execute(db);
  await sql`drop index if exists transactions_user_merchant_idx`.execute(db);
  await sql`
    alter table transactions
      drop column merchant,
      drop column merchant_key,
      drop column category_source,
      drop column category_confidence,
      drop column category_suggested
  `.execute(db);
}
