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
  /** The font each amount is printed in. */
  amountFonts?: { rowId: string; fontName: string }[];
  pages?: { page: number; width: number; height: number; producer?: string | null }[];
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
