import { type Kysely, sql } from 'kysely';

/**
 * Statement processing: uploaded files, analyses (one per file), accounts, statements,
 * transactions and their audit trail. Money is bigint minor units; dates are `date`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table uploaded_files (
      id uuid primary key,
      user_id uuid not null references users(id) on delete cascade,
      filename text not null,
      file_type text not null,
      byte_size integer not null,
      sha256 text not null,
      bytes bytea not null,
      created_at timestamptz not null
    )
  `.execute(db);
  await sql`create index uploaded_files_user_hash_idx on uploaded_files (user_id, sha256)`.execute(
    db,
  );

  await sql`
    create table analyses (
      id uuid primary key,
      user_id uuid not null references users(id) on delete cascade,
      file_id uuid not null references uploaded_files(id) on delete cascade,
      filename text not null,
      status text not null,
      error_code text,
      error_message text,
      progress_stage text,
      progress_percent integer,
      attempts integer not null default 0,
      pages integer,
      method text,
      warnings jsonb not null default '[]',
      created_at timestamptz not null,
      updated_at timestamptz not null,
      started_at timestamptz,
      finished_at timestamptz,
      constraint analyses_status_check check (status in
        ('queued', 'processing', 'done', 'needs_password', 'failed'))
    )
  `.execute(db);
  await sql`create index analyses_user_created_idx on analyses (user_id, created_at desc)`.execute(
    db,
  );

  await sql`
    create table accounts (
      id uuid primary key,
      user_id uuid not null references users(id) on delete cascade,
      fingerprint text not null,
      bank_name text,
      account_number text,
      account_type text,
      account_holder text,
      currency text not null,
      created_at timestamptz not null
    )
  `.execute(db);
  await sql`create unique index accounts_user_fingerprint_key on accounts (user_id, fingerprint)`.execute(
    db,
  );

  await sql`
    create table statements (
      id uuid primary key,
      analysis_id uuid not null references analyses(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      account_id uuid references accounts(id) on delete set null,
      position integer not null,
      bank_name text,
      account_holder text,
      account_number text,
      account_type text,
      currency text not null,
      period_start date,
      period_end date,
      opening_balance bigint,
      closing_balance bigint,
      printed_money_in bigint,
      printed_money_out bigint,
      confidence real not null,
      checks jsonb not null,
      created_at timestamptz not null,
      unique (analysis_id, position)
    )
  `.execute(db);
  await sql`create index statements_user_idx on statements (user_id)`.execute(db);
  await sql`create index statements_account_idx on statements (account_id, period_start)`.execute(
    db,
  );

  await sql`
    create table transactions (
      id uuid primary key,
      statement_id uuid not null references statements(id) on delete cascade,
      analysis_id uuid not null references analyses(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      account_id uuid references accounts(id) on delete set null,
      row_index integer not null,
      date date,
      post_date date,
      description text not null,
      amount bigint not null,
      balance bigint,
      currency text not null,
      reference text,
      category text,
      notes text,
      excluded boolean not null default false,
      confidence real not null,
      page integer,
      bbox jsonb,
      source text not null,
      edited boolean not null default false,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )
  `.execute(db);
  await sql`create index transactions_statement_row_idx on transactions (statement_id, row_index)`.execute(
    db,
  );
  await sql`create index transactions_user_date_idx on transactions (user_id, date)`.execute(db);
  await sql`create index transactions_account_date_idx on transactions (account_id, date)`.execute(
    db,
  );
  await sql`create index transactions_analysis_idx on transactions (analysis_id, row_index)`.execute(
    db,
  );

  await sql`
    create table transaction_audit (
      id uuid primary key,
      transaction_id uuid not null,
      statement_id uuid not null references statements(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      action text not null,
      changes jsonb not null,
      created_at timestamptz not null
    )
  `.execute(db);
  await sql`create index transaction_audit_tx_idx on transaction_audit (transaction_id, created_at)`.execute(
    db,
  );

  /** A PDF password waiting for its job, encrypted; deleted when the job ends. */
  await sql`
    create table analysis_secrets (
      analysis_id uuid primary key references analyses(id) on delete cascade,
      ciphertext text not null,
      created_at timestamptz not null
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'analysis_secrets',
    'transaction_audit',
    'transactions',
    'statements',
    'accounts',
    'analyses',
    'uploaded_files',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
