import {
  type CertificateFacts,
  cashFlow,
  type FontOutlierFact,
  findOverlapDuplicates,
  findRecurring,
  findUnusual,
  INTEGRITY_NOTE,
  type InsightRow,
  type InsightStatement,
  incomeInsights,
  integritySignals,
  lenderMetrics,
  ownTransferIds,
  pairTransfers,
  spendingTrends,
  statementDays,
} from '@bsp/insights';
import { type DocumentFacts, type InsightsResponse, minorToDecimal } from '@bsp/shared';

/** Everything the insights answer needs, already read and mapped. */
export type InsightInputs = {
  rows: InsightRow[];
  statements: InsightStatement[];
  /** Per uploaded file: its statements' certificates and what the PDF says about itself. */
  documents: DocumentInput[];
  accountNames: Record<string, string>;
  /** Category code or user category id → label people read. */
  label: (category: string) => string;
  today: string;
};

/** One uploaded file, for the integrity signals. */
export type DocumentInput = {
  filename: string;
  /** The bank its statements name (editing software matters only when a bank is claimed). */
  claimedBank: string | null;
  certificates: CertificateFacts[];
  facts: DocumentFacts | null;
  /** Amounts in another font (`facts.fontOutliers` of the statements in scope, rows mapped). */
  fontOutliers?: FontOutlierFact[];
};

type Money = { amount: string; currency: string };
const money = (minor: number, currency: string): Money => ({
  amount: minorToDecimal(minor, currency),
  currency,
});
const dec = (minor: number, currency: string) => minorToDecimal(minor, currency);

/** The analytics of one scope in minor units: what the API answer and the PDF report are made of. */
export type ComputedInsights = ReturnType<typeof computeInsights>;

/**
 * All insights of one scope, computed by `@bsp/insights` so the screen, the PDF report and the
 * CLI show the same figures. Pure: the caller reads the data and passes `today`.
 */
export function computeInsights(input: InsightInputs) {
  const { rows, statements } = input;
  const counted = rows.filter((r) => !r.excluded);
  const dates = counted.flatMap((r) => (r.date ? [r.date] : [])).sort();
  const period = dates.length ? { start: dates[0]!, end: dates.at(-1)! } : null;
  const asOf = period ? (period.end < input.today ? period.end : input.today) : null;
  const pairs = pairTransfers(rows, { accountNames: input.accountNames });
  const own = ownTransferIds(pairs);
  const flow = cashFlow(rows, { ownTransferIds: own });
  return {
    period,
    asOf,
    rowCount: counted.length,
    pairs,
    flow,
    categories: spendingByCategory(flow.months, input.label),
    categoryTrends: spendingTrends(flow.months, input.label),
    balance: balanceSeries(rows, statements, input.accountNames),
    recurring: asOf ? findRecurring(rows, { asOf }) : { series: [], alerts: [] },
    income: incomeInsights(rows, period ? { period } : {}),
    lender: lenderMetrics(rows, statements, { ownTransferIds: own }),
    duplicates: findOverlapDuplicates(rows, statements),
    unusual: findUnusual(rows),
    integrity: integrityOf(input.documents),
  };
}

/** The API's answer (decimal strings on the wire, as everywhere). */
export function toInsightsResponse(c: ComputedInsights): Omit<InsightsResponse, 'scope'> {
  const { flow, recurring, income, lender } = c;
  return {
    period: c.period,
    as_of: c.asOf,
    row_count: c.rowCount,
    cash_flow: flow.months.map((m) => ({
      month: m.month,
      currency: m.currency,
      income: dec(m.income.minor, m.currency),
      spending: dec(m.spending.minor, m.currency),
      net: dec(m.net.minor, m.currency),
    })),
    categories: c.categories.map((t) => ({
      name: t.name,
      category: t.category,
      ...money(t.minor, t.currency),
      count: t.count,
      row_ids: t.rowIds,
    })),
    category_trends: c.categoryTrends.map((t) => ({
      name: t.name,
      category: t.category,
      ...money(t.totalMinor, t.currency),
      months: t.months.map((m) => ({
        month: m.month,
        amount: dec(m.minor, t.currency),
        row_ids: m.rowIds,
      })),
    })),
    merchants: flow.topMerchants.map((m) => ({
      name: m.merchant,
      category: null,
      ...money(m.spentMinor, m.currency),
      count: m.count,
      row_ids: m.rowIds,
    })),
    balance: c.balance.map((b) => ({
      account_id: b.accountId,
      label: b.label,
      currency: b.currency,
      points: b.points.map((p) => ({ date: p.date, balance: dec(p.minor, b.currency) })),
    })),
    recurring: {
      series: recurring.series.map((s) => ({
        id: s.id,
        label: s.label,
        category: s.category,
        cadence: s.cadence,
        occurrences: s.occurrences,
        typical: dec(s.typicalMinor, s.currency),
        last: dec(s.lastMinor, s.currency),
        currency: s.currency,
        last_date: s.lastDate,
        next_expected: s.nextExpected,
        row_ids: s.rowIds,
      })),
      alerts: recurring.alerts.map((a) => ({ kind: a.kind, reason: a.reason, row_ids: a.rowIds })),
    },
    income: {
      totals: income.byCurrency.map((c) => ({
        ...money(c.totalMinor, c.currency),
        average_monthly: dec(c.averageMonthlyMinor, c.currency),
        months: c.months.length,
        row_ids: c.rowIds,
      })),
      sources: income.sources.map((s) => ({
        label: s.label,
        cadence: s.cadence,
        ...money(s.totalMinor, s.currency),
        count: s.count,
        typical: dec(s.typicalMinor, s.currency),
        row_ids: s.rowIds,
      })),
      missing: income.missing.map((m) => ({
        label: m.label,
        month: m.month,
        reason: m.reason,
        row_ids: m.rowIds,
      })),
    },
    lender: {
      balances: lender.balances.map((b) => ({
        account_id: b.accountId,
        month: b.month,
        currency: b.currency,
        days: b.days,
        average_daily: dec(b.averageDailyMinor, b.currency),
        lowest: dec(b.lowestMinor, b.currency),
        days_negative: b.daysNegative,
        row_ids: b.rowIds,
      })),
      metrics: lender.byCurrency.map((c) => {
        const fig = (f: { minor: number; currency: string; rowIds: string[] }) => ({
          ...money(f.minor, f.currency),
          count: f.rowIds.length,
          row_ids: f.rowIds,
        });
        return {
          currency: c.currency,
          overdraft_fees: fig(c.overdraftFees),
          returned_payment_fees: fig(c.returnedFees),
          largest_deposits: c.largestDeposits.map((d) => ({
            row_id: d.rowId,
            date: d.date,
            description: d.description,
            ...money(d.minor, c.currency),
          })),
          round_number_deposits: fig(c.roundDeposits),
          cash_deposits: fig(c.cashDeposits),
          loan_payments: fig(c.loanPayments),
          deposits: fig(c.revenue.deposits),
          own_transfers_in: fig(c.revenue.ownTransfers),
          refunds: fig(c.revenue.refunds),
          loan_proceeds: fig(c.revenue.loanProceeds),
          true_revenue: fig(c.revenue.trueRevenue),
          debt_service_ratio: c.debtServiceRatio,
        };
      }),
    },
    transfers: c.pairs.map((p) => ({
      ...money(p.minor, p.currency),
      explanation: p.explanation,
      confidence: p.confidence,
      row_ids: p.rowIds,
    })),
    duplicates: c.duplicates.map((d) => ({
      duplicate_row_id: d.duplicateRowId,
      keep_row_id: d.keepRowId,
      explanation: d.explanation,
      row_ids: d.rowIds,
    })),
    unusual: c.unusual.map((u) => ({
      row_id: u.rowId,
      merchant: u.merchant,
      ...money(u.amountMinor, u.currency),
      usual: dec(u.usualMinor, u.currency),
      reason: u.reason,
      row_ids: u.rowIds,
    })),
    integrity: {
      note: c.integrity.note,
      signals: c.integrity.signals.map((s) => ({
        kind: s.kind,
        title: s.title,
        evidence: s.evidence,
        row_ids: s.rowIds,
        pages: s.pages,
      })),
    },
  };
}

export type CategorySpend = {
  name: string;
  category: string | null;
  minor: number;
  currency: string;
  count: number;
  rowIds: string[];
};

/** Money out per category over the whole scope, largest first (labels as people read them). */
function spendingByCategory(
  months: ReturnType<typeof cashFlow>['months'],
  label: (category: string) => string,
): CategorySpend[] {
  const totals = new Map<string, CategorySpend>();
  for (const m of months) {
    for (const c of m.categories) {
      if (c.netMinor >= 0) continue;
      const key = `${m.currency}|${c.category}`;
      const uncategorised = c.category === 'UNCATEGORISED';
      const t = totals.get(key) ?? {
        name: uncategorised ? 'Uncategorised' : label(c.category),
        category: uncategorised ? null : c.category,
        minor: 0,
        currency: m.currency,
        count: 0,
        rowIds: [],
      };
      t.minor -= c.netMinor;
      t.count += c.count;
      t.rowIds.push(...c.rowIds);
      totals.set(key, t);
    }
  }
  return [...totals.values()].sort((a, b) => b.minor - a.minor);
}

/**
 * End-of-day balance of each account for every day its statements cover, from each opening
 * balance (so a line starts where the statement starts); where statements of one account overlap,
 * the earlier statement's day stands.
 */
function balanceSeries(
  rows: readonly InsightRow[],
  statements: readonly InsightStatement[],
  accountNames: Record<string, string>,
) {
  const series = new Map<
    string,
    { currency: string; accountId: string | null; days: Map<string, number> }
  >();
  const ordered = [...statements].sort((a, b) =>
    (a.periodStart ?? '').localeCompare(b.periodStart ?? ''),
  );
  for (const s of ordered) {
    const days = statementDays(s, rows);
    if (!days) continue;
    const key = s.accountId ?? `statement:${s.id}`;
    const entry = series.get(key) ?? {
      currency: s.currency,
      accountId: s.accountId,
      days: new Map(),
    };
    for (const d of days) if (!entry.days.has(d.date)) entry.days.set(d.date, d.balanceMinor);
    series.set(key, entry);
  }
  return [...series.values()].map((e) => ({
    accountId: e.accountId,
    label: (e.accountId && accountNames[e.accountId]) || 'Statement',
    currency: e.currency,
    points: [...e.days]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, minor]) => ({ date, minor })),
  }));
}

/**
 * Signals per file (a scope may hold several): the arithmetic of its statements, its producer
 * and dates, its page sizes, amounts in another font. With several files, each signal names its
 * file.
 */
function integrityOf(documents: readonly DocumentInput[]) {
  const signals = documents.flatMap((d) => {
    const broken = d.certificates.filter((c) => !c.balancesHold);
    const facts = d.facts;
    const result = integritySignals({
      ...(broken.length
        ? { certificate: { balancesHold: false, breaks: broken.flatMap((c) => c.breaks ?? []) } }
        : {}),
      ...(facts
        ? {
            metadata: {
              producer: facts.producer,
              creator: facts.creator,
              creationDate: facts.creationDate,
              modDate: facts.modDate,
            },
            claimedBank: d.claimedBank,
            pages: facts.pageSizes.map(([width, height], i) => ({ page: i + 1, width, height })),
          }
        : {}),
      ...(d.fontOutliers?.length ? { fontOutliers: d.fontOutliers } : {}),
    });
    const named = documents.length > 1;
    return result.signals.map((s) => (named ? { ...s, title: `${d.filename}: ${s.title}` } : s));
  });
  // files read before amount fonts were compared: say so rather than let "no signals" cover them
  const unchecked = documents.filter((d) => d.facts && d.facts.fontOutliers === undefined);
  const note = unchecked.length
    ? `${INTEGRITY_NOTE} The fonts of amounts were not compared in ${unchecked.map((d) => d.filename).join(', ')}: ${unchecked.length === 1 ? 'it was' : 'they were'} read before this check existed; upload ${unchecked.length === 1 ? 'it' : 'them'} again to check.`
    : INTEGRITY_NOTE;
  return { note, signals };
}
