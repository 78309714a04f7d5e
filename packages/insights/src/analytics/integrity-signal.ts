/** Integrity inputs and the signal shape, shared by the integrity checks. */

export interface BalanceBreak {
  /** The row where the running balance stops adding up, when known. */
  rowId: string | null;
  message: string;
}

export interface CertificateFacts {
  balancesHold: boolean;
  breaks?: BalanceBreak[];
}

export interface DocumentMetadata {
  producer?: string | null;
  creator?: string | null;
  /** PDF dates ("D:20240501103000+01'00'") or ISO timestamps. */
  creationDate?: string | null;
  modDate?: string | null;
}

export interface IntegrityInput {
  certificate?: CertificateFacts;
  metadata?: DocumentMetadata;
  /** The bank the file presents itself as from (editor software matters only then). */
  claimedBank?: string | null;
  /** Amounts the parser found printed in another font than the rest of their column. */
  fontOutliers?: FontOutlierFact[];
  pages?: { page: number; width: number; height: number; producer?: string | null }[];
}

/** One amount or balance in another font (the parser's `document.fontOutliers`, row ids mapped). */
export interface FontOutlierFact {
  /** The transaction, when it is among the rows read (null: not in scope, or deleted). */
  rowId: string | null;
  /** 1-based row number within its statement, as people count. */
  row: number;
  /** 1-based page. */
  page: number;
  cell: 'amount' | 'balance';
  /** "Times-Roman 9": base font name and size in points ("A 9 + B 9" when mixed). */
  font: string;
  /** The font the column's other cells use. */
  usual: string;
  /** How many other cells of the column are in `usual`. */
  usualCount: number;
  /** 1-based statement number: set when the file holds several statements (the evidence names it). */
  statement?: number;
}

export type IntegritySignalKind =
  | 'arithmetic'
  | 'modified-after-creation'
  | 'editing-software'
  | 'amount-font'
  | 'mixed-pages';

export interface IntegritySignal {
  kind: IntegritySignalKind;
  title: string;
  evidence: string[];
  rowIds: string[];
  pages: number[];
}

export const INTEGRITY_NOTE =
  'These are signals, not accusations: each can have an innocent cause (a re-saved download, a bank’s own tooling, a scan). Look at the evidence.';

export function integritySignal(
  kind: IntegritySignalKind,
  title: string,
  evidence: string[],
  rowIds: string[] = [],
  pages: number[] = [],
): IntegritySignal {
  return { kind, title, evidence, rowIds, pages };
}
