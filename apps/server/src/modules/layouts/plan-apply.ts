/**
 * What applying a re-read does to the rows a person touched (pure): edits made to a row carry to
 * the new row of the same date and amount (else of the other sign: a fix often turns signs), each
 * new row taken once; rows a person added stay, placed after the new row that replaced the row
 * they followed, and every replaced row is linked to its counterpart for the audit trail.
 */

/** Fields whose edits carry over; date and amount are how the new row is found. */
export const CARRIED_FIELDS = ['description', 'category', 'notes', 'excluded'] as const;
export type CarriedField = (typeof CARRIED_FIELDS)[number];

export type OldRow = {
  id: string;
  /** Position of the statement the row is in. */
  position: number;
  row_index: number;
  date: string | null;
  amount: number;
  source: 'parser' | 'manual';
  edited: boolean;
  description: string;
  category: string | null;
  category_source: string | null;
  notes: string | null;
  excluded: boolean;
  /** Fields a person changed, from the audit trail (empty when it holds none). */
  editedFields: readonly string[];
};

export type NewRow = {
  id: string;
  date: string | null;
  amount: number;
  description: string;
  category: string | null;
  notes: string | null;
  excluded: boolean;
};

export type CarriedEdit = {
  oldId: string;
  newId: string;
  /** The new row's value → the person's value, for the fields that differ. */
  changes: Partial<Record<CarriedField, { from: unknown; to: unknown }>>;
};

export type ApplyPlan = {
  carried: CarriedEdit[];
  /** Edited rows with no new row of the same date and amount. */
  unmatched: number;
  /** Every replaced (parser) row → the new row of the same date and amount, or null. */
  replacedBy: Map<string, string | null>;
  /** Per new statement (by position): its rows in their final order. */
  order: Array<Array<{ kind: 'new' | 'manual'; id: string }>>;
  /** Manual row → position of the statement it now belongs to. */
  manualPosition: Map<string, number>;
};

type Slot = { position: number; index: number; id: string };

const keyOf = (row: { date: string | null; amount: number }) =>
  `${row.date ?? ''}|${Number(row.amount)}`;

/** The fields of an edited row to carry: those the audit names, else what a person sets. */
function fieldsOf(row: OldRow): CarriedField[] {
  const named = CARRIED_FIELDS.filter((f) => row.editedFields.includes(f));
  if (row.editedFields.length > 0) return named;
  const guessed: CarriedField[] = [];
  if (row.category_source === 'user') guessed.push('category');
  if (row.notes !== null) guessed.push('notes');
  if (row.excluded) guessed.push('excluded');
  return guessed;
}

export function planApply(oldRows: OldRow[], statements: NewRow[][]): ApplyPlan {
  const pool = new Map<string, Slot[]>();
  const slotOf = new Map<string, Slot>();
  statements.forEach((rows, position) => {
    rows.forEach((row, index) => {
      const slot = { position, index, id: row.id };
      slotOf.set(row.id, slot);
      const key = keyOf(row);
      pool.set(key, [...(pool.get(key) ?? []), slot]);
    });
  });
  /**
   * Takes the first unused new row of the key, in the same statement when there is one; else the
   * row of the same date and the opposite sign (a fix often turns signs the first reading had wrong).
   */
  const take = (row: OldRow): Slot | null => {
    const exact = pool.get(keyOf(row));
    const slots =
      exact && exact.length > 0 ? exact : pool.get(keyOf({ date: row.date, amount: -row.amount }));
    if (!slots || slots.length === 0) return null;
    const i = Math.max(
      0,
      slots.findIndex((s) => s.position === row.position),
    );
    return slots.splice(i, 1)[0] ?? null;
  };

  const ordered = [...oldRows].sort((a, b) => a.position - b.position || a.row_index - b.row_index);
  const parserRows = ordered.filter((r) => r.source === 'parser');
  const replacedBy = new Map<string, string | null>();
  const carried: CarriedEdit[] = [];
  let unmatched = 0;
  const newById = new Map(statements.flat().map((row) => [row.id, row]));

  // edited rows choose first, so a person's edit is never lost to an untouched twin
  for (const row of parserRows.filter((r) => r.edited)) {
    const slot = take(row);
    replacedBy.set(row.id, slot?.id ?? null);
    if (!slot) {
      unmatched += 1;
      continue;
    }
    const target = newById.get(slot.id)!;
    const changes: CarriedEdit['changes'] = {};
    for (const field of fieldsOf(row)) {
      if (target[field] !== row[field]) changes[field] = { from: target[field], to: row[field] };
    }
    carried.push({ oldId: row.id, newId: slot.id, changes });
  }
  for (const row of parserRows.filter((r) => !r.edited)) {
    replacedBy.set(row.id, take(row)?.id ?? null);
  }

  // manual rows: after the new row that replaced the row they followed, else by date, else last
  type Keyed = { kind: 'new' | 'manual'; id: string; key: number; tie: number };
  const keys = statements.map((rows) =>
    rows.map((row, index): Keyed => ({ kind: 'new', id: row.id, key: index, tie: 0 })),
  );
  const manualPosition = new Map<string, number>();
  ordered.forEach((row, i) => {
    if (row.source !== 'manual') return;
    const position = row.position < statements.length ? row.position : 0;
    const rows = statements[position] ?? [];
    let key: number | null = null;
    let j = i - 1;
    while (j >= 0 && ordered[j]!.position === row.position && ordered[j]!.source === 'manual') j--;
    const before = j >= 0 && ordered[j]!.position === row.position ? ordered[j]! : null;
    const slot = before ? slotOf.get(replacedBy.get(before.id) ?? '') : undefined;
    if (slot && slot.position === position) key = slot.index + 0.5;
    if (key === null && row.date !== null) key = dateKey(rows, row.date);
    manualPosition.set(row.id, position);
    keys[position]?.push({ kind: 'manual', id: row.id, key: key ?? rows.length, tie: i + 1 });
  });

  return {
    carried,
    unmatched,
    replacedBy,
    order: keys.map((list) =>
      list.sort((a, b) => a.key - b.key || a.tie - b.tie).map(({ kind, id }) => ({ kind, id })),
    ),
    manualPosition,
  };
}

/**
 * Where a dated row goes among `rows`: after the last row dated on or before it (on or after it,
 * when the statement lists the newest first). Null when no row has a date.
 */
function dateKey(rows: NewRow[], date: string): number | null {
  const dated = rows.filter((r) => r.date !== null);
  if (dated.length === 0) return null;
  const newestFirst = dated[0]!.date! > dated[dated.length - 1]!.date!;
  let last = -1;
  rows.forEach((r, index) => {
    if (r.date === null) return;
    if (newestFirst ? r.date >= date : r.date <= date) last = index;
  });
  return last + 0.5;
}
