import type { AnalysisDetail, Transaction } from '@bsp/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { ANALYSES_KEY } from '../../analyses/api/get-analyses';
import { analysisKey } from '../../analyses/api/get-analysis';
import { INSIGHTS_KEY } from '../../insights/api/get-insights';
import { type BulkChanges, bulkUndoGroups, chunk } from '../lib/bulk';
import { TRANSACTION_SUMMARY_KEY } from './transaction-summary';
import {
  type BulkUpdate,
  bulkUpdateTransactions,
  createTransaction,
  deleteTransaction,
  type StatementChecks,
  type TransactionCreate,
  type TransactionFilter,
  type TransactionPatch,
  transactionsKey,
  updateTransaction,
} from './transactions';

/** The contract's limit of ids per bulk call. */
export const BULK_MAX = 1000;

type UndoEntry =
  | { kind: 'patch'; id: string; before: TransactionPatch; label: string }
  | { kind: 'bulk'; before: { id: string; changes: BulkChanges }[]; label: string };

/**
 * Edits of one report's rows: optimistic cache update → PATCH (or bulk POST) → the rows and the
 * statements' re-run checks from the answer. Keeps an undo stack of the previous values (undo
 * sends them again: one PATCH, or one bulk call per distinct previous value).
 */
export function useTransactionEdits(analysisId: string) {
  const client = useQueryClient();
  const key = useMemo(
    () => transactionsKey({ analysis: analysisId } as TransactionFilter),
    [analysisId],
  );
  const undoStack = useRef<UndoEntry[]>([]);
  const [undoLabel, setUndoLabel] = useState<string | null>(null);

  const pushUndo = useCallback((entry: UndoEntry) => {
    undoStack.current.push(entry);
    if (undoStack.current.length > 50) undoStack.current.shift();
    setUndoLabel(entry.label);
  }, []);

  const setRows = useCallback(
    (update: (rows: Transaction[]) => Transaction[]) => {
      client.setQueryData<Transaction[]>(key, (rows) => (rows ? update(rows) : rows));
    },
    [client, key],
  );

  const setChecks = useCallback(
    (changed: { id: string; checks: StatementChecks }[]) => {
      const byId = new Map(changed.map((c) => [c.id, c.checks]));
      client.setQueryData<AnalysisDetail>(analysisKey(analysisId), (detail) => {
        if (!detail) return detail;
        const statements = detail.statements.map((s) => {
          const checks = byId.get(s.id);
          return checks ? { ...s, checks } : s;
        });
        const issueCount = statements.reduce((n, s) => n + s.checks.issues.length, 0);
        return {
          ...detail,
          statements,
          reconciled: statements.every((s) => s.checks.reconciled),
          issue_count: issueCount,
        };
      });
      // The stored sums (money in/out) and the list's badges follow from the server.
      void client.invalidateQueries({ queryKey: analysisKey(analysisId) });
      void client.invalidateQueries({ queryKey: ANALYSES_KEY });
      void client.invalidateQueries({ queryKey: ['banks'] });
      void client.invalidateQueries({ queryKey: TRANSACTION_SUMMARY_KEY });
      void client.invalidateQueries({ queryKey: INSIGHTS_KEY });
    },
    [client, analysisId],
  );

  const patch = useCallback(
    async (row: Transaction, changes: TransactionPatch, label: string, recordUndo = true) => {
      const before: TransactionPatch = {};
      for (const field of Object.keys(changes) as (keyof TransactionPatch)[]) {
        (before as Record<string, unknown>)[field] = row[field];
      }
      setRows((rows) =>
        rows.map((r) => (r.id === row.id ? { ...r, ...changes, edited: true } : r)),
      );
      try {
        const result = await updateTransaction(row.id, changes);
        setRows((rows) => rows.map((r) => (r.id === row.id ? result.transaction : r)));
        setChecks([{ id: result.transaction.statement_id, checks: result.checks }]);
        if (recordUndo) pushUndo({ kind: 'patch', id: row.id, before, label });
        return result;
      } catch (error) {
        setRows((rows) => rows.map((r) => (r.id === row.id ? row : r)));
        throw error;
      }
    },
    [setRows, setChecks, pushUndo],
  );

  /**
   * Sends each group (ids → changes) as bulk calls of at most BULK_MAX ids, with the rows updated
   * in the cache first and put back if a call fails. Answers how many rows the server changed.
   */
  const sendBulk = useCallback(
    async (groups: { ids: string[]; changes: BulkChanges }[]) => {
      const changesById = new Map<string, BulkChanges>();
      for (const g of groups) for (const id of g.ids) changesById.set(id, g.changes);
      const previous = new Map<string, Transaction>();
      setRows((rows) =>
        rows.map((r) => {
          const changes = changesById.get(r.id);
          if (!changes) return r;
          previous.set(r.id, r);
          return { ...r, ...changes, edited: true };
        }),
      );
      const checks = new Map<string, StatementChecks>();
      let updated = 0;
      try {
        for (const g of groups) {
          for (const ids of chunk(g.ids, BULK_MAX)) {
            const body: BulkUpdate = { ids, changes: g.changes };
            const result = await bulkUpdateTransactions(body);
            updated += result.updated;
            for (const s of result.statements) checks.set(s.id, s.checks);
          }
        }
      } catch (error) {
        // Calls that went through stay done; reload the truth rather than guess.
        setRows((rows) => rows.map((r) => previous.get(r.id) ?? r));
        void client.invalidateQueries({ queryKey: key });
        if (checks.size > 0) setChecks([...checks].map(([id, c]) => ({ id, checks: c })));
        throw error;
      }
      setChecks([...checks].map(([id, c]) => ({ id, checks: c })));
      return updated;
    },
    [client, key, setRows, setChecks],
  );

  /** Sets category and/or excluded on many rows in one action (undoable as one step). */
  const bulk = useCallback(
    async (rows: Transaction[], changes: BulkChanges, label: string) => {
      const before = rows.map((r) => {
        const was: BulkChanges = {};
        if (changes.category !== undefined) was.category = r.category;
        if (changes.excluded !== undefined) was.excluded = r.excluded;
        return { id: r.id, changes: was };
      });
      const updated = await sendBulk([{ ids: rows.map((r) => r.id), changes }]);
      pushUndo({ kind: 'bulk', before, label });
      return updated;
    },
    [sendBulk, pushUndo],
  );

  const undo = useCallback(async () => {
    const entry = undoStack.current.pop();
    setUndoLabel(undoStack.current[undoStack.current.length - 1]?.label ?? null);
    if (!entry) return null;
    const rows = client.getQueryData<Transaction[]>(key) ?? [];
    if (entry.kind === 'bulk') {
      const present = new Set(rows.map((r) => r.id));
      const groups = bulkUndoGroups(entry.before.filter((b) => present.has(b.id)));
      if (groups.length > 0) await sendBulk(groups);
      return entry.label;
    }
    const row = rows.find((r) => r.id === entry.id);
    if (!row) return null;
    await patch(row, entry.before, entry.label, false);
    return entry.label;
  }, [client, patch, sendBulk, key]);

  const add = useCallback(
    async (data: TransactionCreate) => {
      const result = await createTransaction(data);
      setChecks([{ id: result.transaction.statement_id, checks: result.checks }]);
      await client.invalidateQueries({ queryKey: key });
      return result.transaction;
    },
    [client, setChecks, key],
  );

  const remove = useCallback(
    async (row: Transaction) => {
      const result = await deleteTransaction(row.id);
      setRows((rows) => rows.filter((r) => r.id !== row.id));
      undoStack.current = undoStack.current.filter((e) => !(e.kind === 'patch' && e.id === row.id));
      setUndoLabel(undoStack.current[undoStack.current.length - 1]?.label ?? null);
      setChecks([{ id: row.statement_id, checks: result.checks }]);
    },
    [setRows, setChecks],
  );

  return { patch, bulk, undo, undoLabel, add, remove };
}
