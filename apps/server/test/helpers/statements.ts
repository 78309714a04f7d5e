/**
 * Seeds parsed statements straight into the database (uploaded file + analysis `done` + account +
 * statements + transactions), independent of the upload and parsing job. Money in minor units.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.ts';
import { computeStatementChecks } from '../../src/modules/transactions/statement-checks.ts';

export type SeedTransaction = {
  date: string | null;
  description: string;
  amount: number;
  balance?: number | null;
  reference?: string | null;
  category?: string | null;
  notes?: string | null;
  excluded?: boolean;
  confidence?: number;
  page?: number | null;
};

export type SeedStatement = {
  bank_name?: string | null;
  account_number?: string | null;
  account_holder?: string | null;
  account_type?: string | null;
  currency?: string;
  period_start: string | null;
  period_end: string | null;
  opening_balance: number | null;
  closing_balance: number | null;
  printed_money_in?: number | null;
  printed_money_out?: number | null;
  /** Attach to an account (found or created by bank + number + currency). Default true. */
  account?: boolean;
  transactions: SeedTransaction[];
};

export type SeededStatement = { id: string; accountId: string | null; transactionIds: string[] };
export type SeededAnalysis = { id: string; statements: SeededStatement[] };

async function accountId(
  db: Kysely<DB>,
  userId: string,
  s: SeedStatement,
  currency: string,
  now: Date,
): Promise<string> {
  const fingerprint = [s.bank_name ?? '', s.account_number ?? '', currency].join('|').toLowerCase();
  const existing = await db
    .selectFrom('accounts')
    .select('id')
    .where('user_id', '=', userId)
    .where('fingerprint', '=', fingerprint)
    .executeTakeFirst();
  if (existing) return existing.id;
  const id = randomUUID();
  await db
    .insertInto('accounts')
    .values({
      id,
      user_id: userId,
      fingerprint,
      bank_name: s.bank_name ?? null,
      account_number: s.account_number ?? null,
      account_type: s.account_type ?? null,
      account_holder: s.account_holder ?? null,
      currency,
      created_at: now,
    })
    .execute();
  return id;
}

export async function seedAnalysis(
  db: Kysely<DB>,
  userId: string,
  filename: string,
  statements: SeedStatement[],
): Promise<SeededAnalysis> {
  const now = new Date();
  const bytes = Buffer.from(`%PDF-1.7 seeded ${randomUUID()}`);
  const fileId = randomUUID();
  await db
    .insertInto('uploaded_files')
    .values({
      id: fileId,
      user_id: userId,
      filename,
      file_type: 'pdf',
      byte_size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      bytes,
      created_at: now,
    })
    .execute();
  const analysisId = randomUUID();
  await db
    .insertInto('analyses')
    .values({
      id: analysisId,
      user_id: userId,
      file_id: fileId,
      filename,
      status: 'done',
      error_code: null,
      error_message: null,
      progress_stage: null,
      progress_percent: null,
      pages: 1,
      method: 'text',
      warnings: JSON.stringify([]),
      created_at: now,
      updated_at: now,
      started_at: now,
      finished_at: now,
    })
    .execute();

  const seeded: SeededStatement[] = [];
  for (const [position, s] of statements.entries()) {
    const currency = s.currency ?? 'GBP';
    const account = s.account === false ? null : await accountId(db, userId, s, currency, now);
    const statementId = randomUUID();
    const rows = s.transactions.map((t, row_index) => ({
      id: randomUUID(),
      statement_id: statementId,
      analysis_id: analysisId,
      user_id: userId,
      account_id: account,
      row_index,
      date: t.date,
      post_date: null,
      description: t.description,
      amount: t.amount,
      balance: t.balance ?? null,
      currency,
      reference: t.reference ?? null,
      category: t.category ?? null,
      notes: t.notes ?? null,
      excluded: t.excluded ?? false,
      confidence: t.confidence ?? 0.98,
      page: t.page === undefined ? 1 : t.page,
      bbox: JSON.stringify([10, 20 + row_index * 12, 500, 30 + row_index * 12]),
      source: 'parser' as const,
      edited: false,
      created_at: now,
      updated_at: now,
    }));
    const statement = {
      opening_balance: s.opening_balance,
      closing_balance: s.closing_balance,
      printed_money_in: s.printed_money_in ?? null,
      printed_money_out: s.printed_money_out ?? null,
    };
    const checks = computeStatementChecks(
      statement,
      rows.map((r) => ({ ...r, bbox: undefined })),
    );
    await db
      .insertInto('statements')
      .values({
        id: statementId,
        analysis_id: analysisId,
        user_id: userId,
        account_id: account,
        position,
        bank_name: s.bank_name ?? null,
        account_holder: s.account_holder ?? null,
        account_number: s.account_number ?? null,
        account_type: s.account_type ?? null,
        currency,
        period_start: s.period_start,
        period_end: s.period_end,
        ...statement,
        confidence: 0.97,
        checks: JSON.stringify(checks),
        created_at: now,
      })
      .execute();
    // in chunks: PostgreSQL allows at most 65535 bind parameters per statement
    for (let i = 0; i < rows.length; i += 1000) {
      await db
        .insertInto('transactions')
        .values(rows.slice(i, i + 1000))
        .execute();
    }
    seeded.push({ id: statementId, accountId: account, transactionIds: rows.map((r) => r.id) });
  }
  return { id: analysisId, statements: seeded };
}

/**
 * A statement whose rows chain: each row's printed balance is the previous one plus its amount.
 * Amounts in minor units.
 */
export function chained(
  base: Omit<SeedStatement, 'transactions' | 'closing_balance'> & { opening_balance: number },
  rows: Array<Omit<SeedTransaction, 'balance'>>,
): SeedStatement {
  let balance = base.opening_balance;
  const transactions = rows.map((row) => {
    balance += row.excluded ? 0 : row.amount;
    return { ...row, balance };
  });
  return { ...base, closing_balance: balance, transactions };
}
