/**
 * A statement period that is not printed as two dates but follows from what is printed:
 * - a statement named by its month ("Kontoauszug Mai 2021", "Statement for March 2024",
 *   "Relevé de compte janvier 2023"): that whole month;
 * - an opening and a closing balance on dates ("alter Kontostand vom 31.12.2020" …
 *   "neuer Kontostand vom 31.01.2021", "Balance as on 1 Apr 2025" … "Balance as on 30 Apr
 *   2025"): from the day after the opening's (the same day unless it is a month's last day: a
 *   balance at the close of a month opens the next) to the closing's;
 * - "Days in Billing Period: 29" beside a closing/statement date: counted back from it (done
 *   where the date order is known, `billingStart`).
 * Each is evidence printed in the document, as the certificate requires of a period.
 */
import { type DateOrder, type DateParts, dayMonth, isoFrom, monthFromName } from './dates.ts';
import type { Line } from './layout/lines.ts';
import type { LabelledDate } from './period.ts';

type Period = { start: DateParts; end: DateParts };

const STATEMENT_WORD =
  /^(?:(?:bank|account|monthly|card|credit card)\s+)?(?:statement|kontoauszug|auszug|relev[eé](?:\s+de\s+compte)?|extracto|extrato|estratto(?:\s+conto)?|afschrift|rekeningafschrift|kontoutdrag|kontoudskrift|wyci[aą]g|penyata|period|periode|zeitraum|periodo|período|p[eé]riode)(?:\s+(?:for|of|de|du|del|do|vom|für|per|van|för|za))?(?:\s+the\s+month\s+of)?\s+/i;
const MONTH_YEAR = /^([\p{L}]+)\.?,?\s+(?:de\s+)?(\d{4})$/u;

/** "Kontoauszug Mai 2021" and the like: the named month, 1st to last day. */
export function monthNamedPeriod(lines: readonly Line[]): Period | null {
  for (const [i, line] of lines.entries()) {
    const under = titleOverMonth(line, lines[i + 1]);
    if (under) return under;
    // (a label and its value may be phrases apart, right of an address: "PERIODE  :  JUNI 2024")
    const texts = line.phrases.map((_, i) =>
      line.phrases
        .slice(i)
        .map((p) => p.text)
        .join(' '),
    );
    for (const raw of texts) {
      const text = raw.trim().replace(/\s*:\s*/, ' ');
      const head = STATEMENT_WORD.exec(text);
      if (!head) continue;
      const m = MONTH_YEAR.exec(text.slice(head[0].length));
      const month = m ? monthFromName(m[1]!) : null;
      if (!m || !month) continue;
      return wholeMonth(month, Number(m[2]));
    }
  }
  return null;
}

/** A statement title over its month ("Monthly Statement" over "December 2024"), tight below it. */
const TITLE =
  /^(?:(?:bank|account|monthly|card)\s+)?(?:statement|kontoauszug|relev[eé]|extracto)$/i;

function titleOverMonth(line: Line, below: Line | undefined): Period | null {
  const title = line.phrases.find((p) => TITLE.test(p.text.trim()));
  if (!title || !below || below.page !== line.page || below.y0 - line.y1 > line.height * 1.5)
    return null;
  const value = below.phrases.find((p) => p.x0 < title.x1 + 4 && title.x0 - 4 < p.x1);
  const m = value ? MONTH_YEAR.exec(value.text.trim()) : null;
  const month = m ? monthFromName(m[1]!) : null;
  if (!m || !month) return null;
  return wholeMonth(month, Number(m[2]));
}

/** The 1st to the last day of a month. */
function wholeMonth(month: number, year: number): Period {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return {
    start: { a: 1, b: month, year, named: true, ymd: false },
    end: { a: last, b: month, year, named: true, ymd: false },
  };
}

/** "May 1-31, 2021", "1–31 May 2021": a range of days in one named month. */
export function sameMonthRange(lines: readonly Line[]): Period | null {
  for (const line of lines) {
    if (!/\d\s*(?:[-–—]|to|bis|au|al|a)\s*\d/.test(line.text)) continue;
    const m = MONTH_FIRST.exec(line.text);
    const e = m ? null : DAYS_FIRST.exec(line.text);
    const [name, d1, d2, y] = m ? [m[1], m[2], m[3], m[4]] : e ? [e[3], e[1], e[2], e[4]] : [];
    const month = name ? monthFromName(name) : null;
    if (!month) continue;
    const [a, b, year] = [Number(d1), Number(d2), Number(y)];
    if (a < 1 || b > 31 || a >= b) continue;
    return {
      start: { a, b: month, year, named: true, ymd: false },
      end: { a: b, b: month, year, named: true, ymd: false },
    };
  }
  return null;
}

const MONTH_FIRST = /\b(\p{L}{3,9})\.?\s+(\d{1,2})\s*[-–—]\s*(\d{1,2}),?\s+(\d{4})\b/u;
const DAYS_FIRST =
  /\b(\d{1,2})\.?\s*(?:[-–—]|\s(?:to|bis|au|al|a)\s)\s*(\d{1,2})\.?\s+(\p{L}{3,9})\.?,?\s+(\d{4})\b/u;

/** Labels of a balance on a date: the opening's and the closing's. */
const OPENING_ON =
  /(alterkontostand|kontostandalt|altersaldo|openingbalance|balanceasonstart|previousbalance|balancebroughtforward|anfangssaldo|soldeprecedent|anciensolde|saldoanterior|saldoinicial|saldoiniziale|beginsaldo|oudsaldo)(vom|am|per|ason|asat|asof|on|at|au|al|del|op)?$/;
const CLOSING_ON =
  /(neuerkontostand|kontostandneu|neuersaldo|closingbalance|newbalance|balancecarriedforward|endsaldo|schlusssaldo|nouveausolde|soldefinal|saldofinal|saldoactual|saldofinale|eindsaldo|nieuwsaldo)(vom|am|per|ason|asat|asof|on|at|au|al|del|op)?$/;
/** "Balance as on 1 Apr 2025" printed twice: the first opens, the last closes. */
const BALANCE_ON = /(balance|kontostand|saldo|solde)(vom|am|per|ason|asat|asof|on|au|al|del|op)$/;

export function balanceDatesPeriod(dated: readonly LabelledDate[]): Period | null {
  const full = dated.filter((d) => d.parts.year !== null);
  let open = full.find((d) => OPENING_ON.test(d.key));
  let close = full.findLast((d) => CLOSING_ON.test(d.key));
  if (!open || !close) {
    const on = full.filter((d) => BALANCE_ON.test(d.key));
    if (on.length >= 2) {
      open ??= on[0];
      close ??= on[on.length - 1];
    }
  }
  if (!open || !close || open === close) return null;
  const start = dayAfterMonthEnd(open.parts) ?? open.parts;
  return { start, end: close.parts };
}

/** The 1st of the next month when `p` is a month's last day (read either way round), else null. */
function dayAfterMonthEnd(p: DateParts): DateParts | null {
  if (p.year === null) return null;
  const readings: Array<[number, number]> = p.named
    ? [[p.a, p.b]]
    : p.ymd
      ? [[p.b, p.a]]
      : [
          [p.a, p.b],
          [p.b, p.a],
        ];
  for (const [day, month] of readings) {
    if (month < 1 || month > 12) continue;
    if (day !== new Date(Date.UTC(p.year, month, 0)).getUTCDate()) continue;
    const next = month === 12 ? { m: 1, y: p.year + 1 } : { m: month + 1, y: p.year };
    return { a: 1, b: next.m, year: next.y, named: true, ymd: false };
  }
  return null;
}

const BILLING_DAYS =
  /^(?:number\s+of\s+)?days\s+in\s+(?:this\s+)?(?:billing|statement)\s+(?:period|cycle)\s*:?\s*(\d{1,2})$/i;

/** "Days in Billing Period: 29" (its own phrase, or label and number as two). */
export function billingDays(lines: readonly Line[]): number | null {
  for (const line of lines) {
    const m = BILLING_DAYS.exec(line.text.trim()) ?? BILLING_DAYS.exec(line.phrases[0]?.text ?? '');
    if (m) {
      const n = Number(m[1]);
      if (n >= 20 && n <= 35) return n;
    }
    for (let i = 0; i + 1 < line.phrases.length; i++) {
      const m2 = BILLING_DAYS.exec(`${line.phrases[i]!.text} ${line.phrases[i + 1]!.text}`);
      const n = m2 ? Number(m2[1]) : 0;
      if (n >= 20 && n <= 35) return n;
    }
  }
  return null;
}

/** The first day of a billing period of `days` days that ends on `end`, as an ISO date. */
export function billingStart(end: DateParts, days: number, order: DateOrder): string | null {
  if (end.year === null) return null;
  const [d, m] = dayMonth(end, order);
  const iso = isoFrom(end.year, m, d);
  if (!iso) return null;
  const t = Date.parse(`${iso}T00:00:00Z`) - (days - 1) * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}
