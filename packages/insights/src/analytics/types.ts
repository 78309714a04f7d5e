/**
 * Inputs shared by every insight. Money is integer minor units, dates are `YYYY-MM-DD`; every
 * figure carries the ids of the rows behind it so a screen can link a metric to its rows.
 */

import type { IsoDate } from '@bsp/shared';
import type { CategoryCode } from '@bsp/shared/categories';

export interface InsightRow {
  id: string;
  accountId: string | null;
  statementId: string;
  /** Position in the statement as printed (0-based). */
  rowIndex: number;
  date: IsoDate | null;
  /** Negative = money out. */
  amountMinor: number;
  /** The running balance printed on the statement after this row, when there is one. */
  balanceMinor: number | null;
  currency: string;
  description: string;
  merchant: string | null;
  merchantKey: string | null;
  category: CategoryCode | null;
  /** Excluded by the user (a duplicate, a row they do not want counted): never counts. */
  excluded: boolean;
}

export interface InsightStatement {
  id: string;
  accountId: string | null;
  currency: string;
  periodStart: IsoDate | null;
  periodEnd: IsoDate | null;
  openingMinor: number | null;
  closingMinor: number | null;
}

/** An amount in one currency and the rows that make it up. */
export interface Figure {
  minor: number;
  currency: string;
  rowIds: string[];
}

export type Cadence = 'weekly' | 'fortnightly' | 'monthly' | 'quarterly' | 'yearly';
