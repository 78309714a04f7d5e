/**
 * Applying a re-read (the fix screen): the analysis's statements and parser rows are replaced in
 * ONE transaction. Statements keep their ids (position by position), so the audit trail, which
 * hangs off them, survives; rows a person added stay; a person's edits carry to the new rows;
 * every replaced row gets a `delete` audit entry naming its successor.
 */
import {
  LAYOUT_PROFILE_FORMAT,
  LAYOUT_PROFILE_VERSION,
  type LayoutFingerprint,
  type LayoutInstructions,
  minorToDecimal,
  type ReadingInfo,
} from '@bsp/shared';
import { type Insertable, type Kysely, sql } from 'kysely';
import type { DB, TransactionAuditTable } from '../../db/schema.ts';
import { type StatementInsert, upsertAccounts } from '../analyses/repository.ts';
import { uuidv7 } from '../transactions/ids.ts';
import { type CheckedRow, computeStatementChecks } from '../transactions/statement-checks.ts';
import { type OldRow, planApply } from './plan-apply.ts';
import { storedReading } from './reading.ts';
import type { ProfileRow } from './repository.ts';

const INSERT_CHUNK = 1000;
const AUDIT_CHUNK = 2000;

export type ApplyInput = {
  userId: string;
  analysisId: string;
  now: Date;
  accounts: Parameters<typeof upsertAccounts>[1];
  statements: (StatementInsert & { accountFingerprint: string | null })[];
  warnings: string[];
  instructions: LayoutInstructions;
  fingerprint: LayoutFingerprint;
  /** Save (or update) a layout profile; null: read this statement only. */
  profile: {
    /** The name the person gave; else the profile's own, else `defaultName`. */
    name: string | undefined;
    defaultName: string;
    /** YYYY-MM-DD */
    today: string;
    newId: string;
  } | null;
  /** The parse job's categorisation, run in the same transaction before the rows are written. */
  categorise: (trx: Kysely<DB>) => Promise<void>;
};

export type ApplyOutcome =
  | { kind: 'gone' }
  | { kind: 'not_done' }
  | {
      kind: 'applied';
      profile: ProfileRow | null;
      manualKept: number;
      carried: number;
      unmatched: number;
    };

type Audit = Insertable<TransactionAuditTable>;

export class ApplyRepository {
  readonly #db: Kysely<DB>;
  constructor(db: Kysely<DB>) {
    this.#db = db;
  }

  apply(input: ApplyInput): Promise<ApplyOutcome> {
    return this.#db.transaction().execute((trx) => applyIn(trx, input));
  }
}

async function applyIn(trx: Kysely<DB>, input: ApplyInput): Promise<ApplyOutcome> {
  const { analysisId, userId, now } = input;
  const analysis = await trx
    .selectFrom('analyses')
    .select(['id', 'status', 'reading'])
    .where('id', '=', analysisId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!analysis) return { kind: 'gone' };
  if (analysis.status !== 'done') return { kind: 'not_done' };

  // statements are locked like a row edit locks them, so edits and the apply run in turn
  const oldStatements = await trx
    .selectFrom('statements')
    .select(['id', 'position'])
    .where('analysis_id', '=', analysisId)
    .orderBy('position')
    .forUpdate()
    .execute();
  const positionOf = new Map(oldStatements.map((s) => [s.id, s.position]));
  const stored = await trx
    .selectFrom('transactions')
    .select([
      'id',
      'statement_id',
      'row_index',
      sql<string | null>`date::text`.as('date'),
      'amount',
      'balance',
      'currency',
      'source',
      'edited',
      'description',
      'category',
      'category_source',
      'notes',
      'excluded',
      'confidence',
    ])
    .where('analysis_id', '=', analysisId)
    .execute();
  const editedIds = stored.filter((r) => r.edited && r.source === 'parser').map((r) => r.id);
  const editedFields = new Map<string, Set<string>>();
  if (editedIds.length > 0) {
    const audits = await trx
      .selectFrom('transaction_audit')
      .select(['transaction_id', 'changes'])
      .where('transaction_id', 'in', editedIds)
      .where('action', '=', 'update')
      .execute();
    for (const audit of audits) {
      const fields = editedFields.get(audit.transaction_id) ?? new Set<string>();
      for (const field of Object.keys((audit.changes as object) ?? {})) fields.add(field);
      editedFields.set(audit.transaction_id, fields);
    }
  }
  const oldRows: OldRow[] = stored.map((r) => ({
    id: r.id,
    position: positionOf.get(r.statement_id) ?? 0,
    row_index: r.row_index,
    date: r.date,
    amount: Number(r.amount),
    source: r.source,
    edited: r.edited,
    description: r.description,
    category: r.category,
    category_source: r.category_source,
    notes: r.notes,
    excluded: r.excluded,
    editedFields: [...(editedFields.get(r.id) ?? [])],
  }));

  const newRows = input.statements.map((s) => s.transactions);
  const plan = planApply(
    oldRows,
    newRows.map((rows) =>
      rows.map((t) => ({
        id: t.id!,
        date: t.date ?? null,
        amount: Number(t.amount),
        description: t.description,
        category: null,
        notes: null,
        excluded: false,
      })),
    ),
  );
  const insertById = new Map(newRows.flat().map((t) => [t.id!, t]));
  // the person's wording first, so the categoriser names the merchant from it
  for (const edit of plan.carried) {
    const row = insertById.get(edit.newId)!;
    if (edit.changes.description) row.description = String(edit.changes.description.to);
  }
  await input.categorise(trx);
  const carriedAudit: Audit[] = [];
  for (const edit of plan.carried) {
    const row = insertById.get(edit.newId)!;
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    if (edit.changes.description) changes.description = edit.changes.description;
    if (edit.changes.category) {
      changes.category = { from: row.category ?? null, to: edit.changes.category.to };
      Object.assign(row, {
        category: edit.changes.category.to as string | null,
        category_source: edit.changes.category.to === null ? null : 'user',
        category_confidence: edit.changes.category.to === null ? null : 1,
        category_suggested: false,
      });
    }
    if (edit.changes.notes) {
      changes.notes = edit.changes.notes;
      row.notes = edit.changes.notes.to as string | null;
    }
    if (edit.changes.excluded) {
      changes.excluded = edit.changes.excluded;
      row.excluded = Boolean(edit.changes.excluded.to);
    }
    row.edited = true;
    if (Object.keys(changes).length > 0) {
      carriedAudit.push(auditEntry(input, edit.newId, '', 'update', changes));
    }
  }

  const accountIds = await upsertAccounts(trx, input.accounts);
  await trx
    .deleteFrom('transactions')
    .where('analysis_id', '=', analysisId)
    .where('source', '=', 'parser')
    .execute();

  // statements position by position: kept ids (their audit trail stays), new ones inserted
  const statementIds: string[] = [];
  const manualById = new Map(stored.filter((r) => r.source === 'manual').map((r) => [r.id, r]));
  for (const [position, item] of input.statements.entries()) {
    const accountId = item.accountFingerprint
      ? (accountIds.get(item.accountFingerprint) ?? null)
      : null;
    const id = oldStatements[position]?.id ?? item.statement.id;
    statementIds.push(id);
    const order = plan.order[position] ?? [];
    const finalIndex = new Map(order.map((entry, index) => [entry.id, index]));
    const rows = item.transactions.map((t) => ({
      ...t,
      statement_id: id,
      account_id: accountId,
      row_index: finalIndex.get(t.id!) ?? t.row_index,
    }));
    const manual = order
      .filter((entry) => entry.kind === 'manual')
      .map((entry) => ({ row: manualById.get(entry.id)!, index: finalIndex.get(entry.id)! }));
    const checks =
      manual.length > 0 || rows.some((r) => r.excluded)
        ? JSON.stringify(
            computeStatementChecks(
              {
                opening_balance: item.statement.opening_balance ?? null,
                closing_balance: item.statement.closing_balance ?? null,
                printed_money_in: item.statement.printed_money_in ?? null,
                printed_money_out: item.statement.printed_money_out ?? null,
                checks: JSON.parse(item.statement.checks),
              },
              [
                ...rows.map(
                  (r): CheckedRow => ({
                    id: r.id!,
                    row_index: r.row_index,
                    amount: Number(r.amount),
                    balance: r.balance ?? null,
                    excluded: Boolean(r.excluded),
                    confidence: r.confidence,
                    edited: Boolean(r.edited),
                    source: 'parser',
                  }),
                ),
                ...manual.map(
                  ({ row, index }): CheckedRow => ({
                    id: row.id,
                    row_index: index,
                    amount: Number(row.amount),
                    balance: row.balance,
                    excluded: row.excluded,
                    confidence: row.confidence,
                    edited: row.edited,
                    source: 'manual',
                  }),
                ),
              ],
            ),
          )
        : item.statement.checks;
    const { id: _id, analysis_id, user_id, created_at, ...fields } = item.statement;
    if (oldStatements[position]) {
      await trx
        .updateTable('statements')
        .set({ ...fields, checks, account_id: accountId })
        .where('id', '=', id)
        .execute();
    } else {
      await trx
        .insertInto('statements')
        .values({ ...item.statement, checks, account_id: accountId })
        .execute();
    }
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await trx
        .insertInto('transactions')
        .values(rows.slice(i, i + INSERT_CHUNK))
        .execute();
    }
    for (const { row, index } of manual) {
      await trx
        .updateTable('transactions')
        .set({ statement_id: id, row_index: index, account_id: accountId })
        .where('id', '=', row.id)
        .execute();
    }
  }
  // statements the new reading does not have: their history moves to the first statement
  const first = statementIds[0]!;
  for (const old of oldStatements.slice(input.statements.length)) {
    await trx
      .updateTable('transaction_audit')
      .set({ statement_id: first })
      .where('statement_id', '=', old.id)
      .execute();
    await trx.deleteFrom('statements').where('id', '=', old.id).execute();
  }

  // what was replaced: every parser row's values, and the row that took its place
  const replacedAudit = stored
    .filter((r) => r.source === 'parser')
    .map((r) => {
      const position = positionOf.get(r.statement_id) ?? 0;
      const changes: Record<string, { from: unknown; to: unknown }> = {
        row_index: { from: r.row_index, to: null },
        date: { from: r.date, to: null },
        description: { from: r.description, to: null },
        amount: { from: minorToDecimal(Number(r.amount), r.currency), to: null },
        balance: {
          from: r.balance === null ? null : minorToDecimal(Number(r.balance), r.currency),
          to: null,
        },
        category: { from: r.category, to: null },
        notes: { from: r.notes, to: null },
        excluded: { from: r.excluded, to: null },
        replaced_by: { from: null, to: plan.replacedBy.get(r.id) ?? null },
      };
      return auditEntry(input, r.id, statementIds[position] ?? first, 'delete', changes);
    });
  const statementOfNew = new Map<string, string>();
  input.statements.forEach((item, position) => {
    for (const t of item.transactions) statementOfNew.set(t.id!, statementIds[position]!);
  });
  const audit = [
    ...replacedAudit,
    ...carriedAudit.map((a) => ({ ...a, statement_id: statementOfNew.get(a.transaction_id)! })),
  ];
  for (let i = 0; i < audit.length; i += AUDIT_CHUNK) {
    await trx
      .insertInto('transaction_audit')
      .values(audit.slice(i, i + AUDIT_CHUNK))
      .execute();
  }

  const profile = input.profile ? await saveProfile(trx, input, analysis.reading) : null;
  const reading: ReadingInfo = {
    instructions: input.instructions,
    fingerprint: input.fingerprint,
    profile: profile
      ? {
          id: profile.id,
          name: profile.name,
          createdAt: (profile.profile as { createdAt: string }).createdAt,
        }
      : null,
    note: profile ? null : 'Read with the layout set on the fix screen (not saved as a profile).',
  };
  await trx
    .updateTable('analyses')
    .set({
      reading: JSON.stringify(reading),
      warnings: JSON.stringify(input.warnings),
      updated_at: now,
    })
    .where('id', '=', analysisId)
    .execute();
  return {
    kind: 'applied',
    profile,
    manualKept: manualById.size,
    carried: plan.carried.length,
    unmatched: plan.unmatched,
  };
}

function auditEntry(
  input: ApplyInput,
  transactionId: string,
  statementId: string,
  action: 'update' | 'delete',
  changes: Record<string, { from: unknown; to: unknown }>,
): Audit {
  return {
    id: uuidv7(input.now.getTime()),
    transaction_id: transactionId,
    statement_id: statementId,
    user_id: input.userId,
    action,
    changes: JSON.stringify(changes),
    created_at: input.now,
  };
}

/**
 * The profile of this layout: the one the statement was read with, when it is still the user's
 * (fixing it again updates it instead of adding a second profile of the same layout), else a new
 * one counted as used once (on this statement).
 */
async function saveProfile(
  trx: Kysely<DB>,
  input: ApplyInput,
  currentReading: unknown,
): Promise<ProfileRow> {
  const wanted = input.profile!;
  const readWith = storedReading(currentReading)?.profile?.id ?? null;
  const existing = readWith
    ? await trx
        .selectFrom('layout_profiles')
        .selectAll()
        .where('id', '=', readWith)
        .where('user_id', '=', input.userId)
        .forUpdate()
        .executeTakeFirst()
    : undefined;
  const file = (name: string, createdAt: string) => ({
    format: LAYOUT_PROFILE_FORMAT,
    version: LAYOUT_PROFILE_VERSION,
    name,
    createdAt,
    fingerprint: input.fingerprint,
    instructions: input.instructions,
  });
  if (existing) {
    const name = wanted.name ?? existing.name;
    const createdAt = (existing.profile as { createdAt?: string }).createdAt ?? wanted.today;
    return trx
      .updateTable('layout_profiles')
      .set({
        name,
        bank_name: input.fingerprint.bankName ?? existing.bank_name,
        profile: JSON.stringify(file(name, createdAt)),
        last_used_at: input.now,
        updated_at: input.now,
      })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  const name = wanted.name ?? wanted.defaultName;
  return trx
    .insertInto('layout_profiles')
    .values({
      id: wanted.newId,
      user_id: input.userId,
      name,
      bank_name: input.fingerprint.bankName ?? input.statements[0]?.statement.bank_name ?? null,
      profile: JSON.stringify(file(name, wanted.today)),
      used_count: 1,
      last_used_at: input.now,
      created_at: input.now,
      updated_at: input.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
