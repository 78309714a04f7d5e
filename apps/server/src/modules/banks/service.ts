import { type BanksResponse, minorToDecimal } from '@bsp/shared';
import { continuityIssues, sortByPeriod } from './continuity.ts';
import type { AccountStatementRow, BanksRepository } from './repository.ts';

type Account = BanksResponse['banks'][number]['accounts'][number];

const money = (minor: number | null, currency: string) =>
  minor === null ? null : minorToDecimal(minor, currency);

/** Banks → accounts → statements in period order, with continuity issues per account. */
export class BanksService {
  readonly #repo: BanksRepository;
  constructor(deps: { repo: BanksRepository }) {
    this.#repo = deps.repo;
  }

  async list(userId: string): Promise<BanksResponse> {
    const byAccount = new Map<string, AccountStatementRow[]>();
    for (const row of await this.#repo.accountStatements(userId)) {
      byAccount.set(row.account_id, [...(byAccount.get(row.account_id) ?? []), row]);
    }
    const banks = new Map<string, { bank_name: string | null; accounts: Account[] }>();
    for (const rows of byAccount.values()) {
      const first = rows[0]!;
      const currency = first.currency;
      const ordered = sortByPeriod(
        rows.map((r) => ({
          id: r.statement_id,
          analysis_id: r.analysis_id,
          period_start: r.period_start,
          period_end: r.period_end,
          opening_balance: r.opening_balance,
          closing_balance: r.closing_balance,
        })),
      );
      const starts = ordered.map((s) => s.period_start).filter((d): d is string => d !== null);
      const ends = ordered.map((s) => s.period_end).filter((d): d is string => d !== null);
      // latest statement: the last one in period order that has a closing balance
      const latest = [...ordered].reverse().find((s) => s.closing_balance !== null);
      const account: Account = {
        id: first.account_id,
        bank_name: first.bank_name,
        account_number: first.account_number,
        account_type: first.account_type,
        account_holder: first.account_holder,
        currency,
        period_start: starts.sort()[0] ?? null,
        period_end: ends.sort().at(-1) ?? null,
        latest_balance: money(latest?.closing_balance ?? null, currency),
        statements: ordered.map((s) => ({
          id: s.id,
          analysis_id: s.analysis_id,
          period_start: s.period_start,
          period_end: s.period_end,
          opening_balance: money(s.opening_balance, currency),
          closing_balance: money(s.closing_balance, currency),
        })),
        continuity: continuityIssues(ordered, currency),
      };
      const key = (first.bank_name ?? '').trim().toLowerCase();
      const bank = banks.get(key) ?? { bank_name: first.bank_name, accounts: [] };
      bank.accounts.push(account);
      banks.set(key, bank);
    }
    const result = [...banks.values()].sort((a, b) => {
      if (a.bank_name === null) return b.bank_name === null ? 0 : 1;
      if (b.bank_name === null) return -1;
      return a.bank_name.localeCompare(b.bank_name);
    });
    for (const bank of result) {
      bank.accounts.sort(
        (a, b) =>
          (a.account_number ?? '').localeCompare(b.account_number ?? '') ||
          a.id.localeCompare(b.id),
      );
    }
    return { banks: result };
  }
}
