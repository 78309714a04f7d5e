import type { AnalysisDetail, Transaction } from '@bsp/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { ANALYSES_KEY } from '../../analyses/api/get-analyses';
import { analysisKey } from '../../analyses/api/get-analysis';
import {
  createTransaction,
  deleteTransaction,
  type StatementChecks,
  type TransactionCreate,
  type TransactionFilter,
  type TransactionPatch,
  transactionsKey,
  updateTransaction,
} from './transactions';

type UndoEntry = { id: string; before: TransactionPatch; label: string };

/**
 * Edits of one report's rows: optimistic cache update → PATCH → the row and the statement's
 * re-run checks from the answer. Keeps an undo stack of the previous values (undo re-PATCHes).
 */
export function useTransactionEdits(analysisId: string) {
  const client = useQueryClient();
  const key = useMemo(
    () => transactionsKey({ analysis: analysisId } as TransactionFilter),
    [analysisId],
  );
  const undoStack = useRef<UndoEntry[]>([]);
  const [undoLabel, setUndoLabel] = useState<string | null>(null);

  const setRows = useCallback(
    (update: (rows: Transaction[]) => Transaction[]) => {
      client.setQueryData<Transaction[]>(key, (rows) => (rows ? update(rows) : rows));
    },
    [client, key],
  );

  const setChecks = useCallback(
    (statementId: string, checks: StatementChecks) => {
      client.setQueryData<AnalysisDetail>(analysisKey(analysisId), (detail) => {
        if (!detail) return detail;
        const statements = detail.statements.map((s) =>
          s.id === statementId ? { ...s, checks } : s,
        );
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
        setChecks(result.transaction.statement_id, result.checks);
        if (recordUndo) {
          undoStack.current.push({ id: row.id, before, label });
          if (undoStack.current.length > 50) undoStack.current.shift();
          setUndoLabel(label);
        }
        return result;
      } catch (error) {
        setRows((rows) => rows.map((r) => (r.id === row.id ? row : r)));
        throw error;
      }
    },
    [setRows, setChecks],
  );

  const undo = useCallback(async () => {
    const entry = undoStack.current.pop();
    setUndoLabel(undoStack.current[undoStack.current.length - 1]?.label ?? null);
    if (!entry) return null;
    const rows = client.getQueryData<Transaction[]>(key) ?? [];
    const row = rows.find((r) => r.id === entry.id);
    if (!row) return null;
    await patch(row, entry.before, entry.label, false);
    return entry.label;
  }, [client, patch, key]);

  const add = useCallback(
    async (data: TransactionCreate) => {
      const result = await createTransaction(data);
      setChecks(result.transaction.statement_id, result.checks);
      await client.invalidateQueries({ queryKey: key });
      return result.transaction;
    },
    [client, setChecks, key],
  );

  const remove = useCallback(
    async (row: Transaction) => {
      const result = await deleteTransaction(row.id);
      setRows((rows) => rows.filter((r) => r.id !== row.id));
      undoStack.current = undoStack.current.filter((e) => e.id !== row.id);
      setUndoLabel(undoStack.current[undoStack.current.length - 1]?.label ?? null);
      setChecks(row.statement_id, result.checks);
    },
    [setRows, setChecks],
  );

  return { patch, undo, undoLabel, add, remove };
}
