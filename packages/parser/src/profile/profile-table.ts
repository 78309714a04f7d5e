/**
 * The table engine for a person's instructions (a layout profile or the fix screen): no header
 * detection and no guessing where a table starts or ends — every line inside the marked region
 * is read into the columns whose bounds hold its words' centres. Rows are assembled as the
 * generic engine assembles them (dates, continuation lines, brought/carried-forward lines).
 */
import type { LayoutColumnRole, LayoutInstructions } from '@bsp/shared/layout-profile';
import { type DecimalSeparator, parseAmount } from '../amounts.ts';
import type { DateParts } from '../dates.ts';
import type { Column, ColumnRole } from '../layout/header.ts';
import { type Line, normalizeKey } from '../layout/lines.ts';
import {
  type AmountCell,
  assemble,
  datePrefix,
  decideLayout,
  headingSign,
  type LineKind,
  lineSpecialKind,
  type TableLine,
  type TableResult,
} from '../layout/table.ts';
import { isRowLike } from '../metadata.ts';
import type { Word } from '../words.ts';

const ENGINE_ROLE: Record<LayoutColumnRole, ColumnRole> = {
  date: 'date',
  postDate: 'postDate',
  description: 'description',
  moneyOut: 'debit',
  moneyIn: 'credit',
  amount: 'amount',
  balance: 'balance',
  reference: 'reference',
  ignore: 'unread',
};

/** A text line this many line heights below the table's last line ends it on its page. */
const TABLE_GAP = 2.2;

/** A word a little outside every column (a long description) still joins the nearest one. */
const NEAR_COLUMN = 0.02;

export function profileTables(
  pages: Line[][],
  ins: LayoutInstructions,
  decimal: DecimalSeparator,
): TableResult {
  const tlines: TableLine[] = [];
  const outside: Line[] = [];
  const missed: Line[] = [];
  const ignore = ins.ignore.map(normalizeKey).filter((k) => k.length > 0);
  for (const [pi, lines] of pages.entries()) {
    const region = pi === 0 ? ins.firstPage : (ins.laterPages ?? ins.firstPage);
    let last: Line | null = null;
    let section: -1 | 0 | 1 = 0;
    let ended = false;
    for (const line of lines) {
      const mid = (line.y0 + line.y1) / 2 / line.pageHeight;
      if (ignore.some((k) => line.key.includes(k))) {
        outside.push(line);
        continue;
      }
      if (mid < region.top || mid > region.bottom) {
        outside.push(line);
        // (a line shaped like a row outside the marked table: the region may be too small)
        if (isRowLike(line) && line.text.replace(/[^\p{L}]/gu, '').length >= 3) missed.push(line);
        continue;
      }
      const cols = absoluteColumns(ins, line.pageWidth);
      const t = readLine(line, cols, decimal);
      // a section heading ("Deposits and additions", "Withdrawals") signs the rows under it
      const heading = t.kind === 'text' ? headingSign(line) : null;
      if (heading !== null) {
        section = heading;
        outside.push(line);
        continue;
      }
      t.section = section;
      // (the column header and any caption above the first row of a page are no row's text; after
      // a wide gap, text is a note under the table, not more of its last row)
      const gap = last ? line.y0 - last.y1 : 0;
      if (t.kind === 'text' && (!last || ended || gap > line.height * TABLE_GAP)) {
        ended = last !== null;
        outside.push(line);
        continue;
      }
      last = line;
      tlines.push(t);
    }
  }
  const layout = decideLayout(tlines);
  const { rows, specials } = assemble(tlines, layout);
  return { rows, specials, outside, lines: tlines, headersFound: 1, layout, missed };
}

function absoluteColumns(ins: LayoutInstructions, width: number): Column[] {
  return ins.columns.map((c) => ({
    role: ENGINE_ROLE[c.role],
    x0: c.x0 * width,
    x1: c.x1 * width,
    label: '',
  }));
}

function columnOf(word: Word, cols: Column[], width: number): Column | null {
  const x = (word.x0 + word.x1) / 2;
  let best: Column | null = null;
  let bestD = NEAR_COLUMN * width;
  for (const c of cols) {
    if (x >= c.x0 && x < c.x1) return c;
    const d = Math.min(Math.abs(x - c.x0), Math.abs(x - c.x1));
    if (d <= bestD) {
      bestD = d;
      best = c;
    }
  }
  return best;
}

function readLine(line: Line, cols: Column[], decimal: DecimalSeparator): TableLine {
  const cells = new Map<Column, Word[]>();
  for (const w of line.words) {
    const c = columnOf(w, cols, line.pageWidth);
    if (!c || c.role === 'unread') continue;
    const list = cells.get(c) ?? [];
    list.push(w);
    cells.set(c, list);
  }
  let date: DateParts | null = null;
  let postDate: DateParts | null = null;
  let dateX: [number, number] | null = null;
  const amounts: AmountCell[] = [];
  const texts: string[] = [];
  const refs: string[] = [];
  for (const c of cols) {
    const words = (cells.get(c) ?? []).sort((a, b) => a.x0 - b.x0);
    if (words.length === 0) continue;
    const text = words.map((w) => w.text).join(' ');
    if (c.role === 'date' || c.role === 'postDate') {
      const d = datePrefix(words);
      if (d) {
        if (c.role === 'date') {
          date = d.parts;
          dateX = [words[0]!.x0, words[d.n - 1]!.x1];
        } else postDate = d.parts;
      }
      // (what follows the date in its cell — a description drawn too far left — is text)
      const rest = words.slice(d?.n ?? 0);
      if (rest.length > 0) texts.push(rest.map((w) => w.text).join(' '));
    } else if (c.role === 'description') {
      texts.push(text);
    } else if (c.role === 'reference') {
      refs.push(text);
    } else {
      const a = amountIn(words, decimal);
      if (a) amounts.push({ ...a, role: c.role, x0: words[0]!.x0, x1: words.at(-1)!.x1 });
      else texts.push(text);
    }
  }
  const special = lineSpecialKind(line.key);
  let kind: LineKind;
  if (special === 'broughtForward' || special === 'carriedForward') kind = special;
  else if (special === 'total') kind = 'total';
  else if (date || amounts.length > 0) kind = 'row';
  else kind = 'text';
  return {
    line,
    columns: cols,
    kind,
    date,
    postDate,
    amounts,
    text: texts.join(' ').trim(),
    reference: refs.length > 0 ? refs.join(' ') : null,
    section: 0,
    table: 0,
    dateX,
  };
}

/** The cell's words as one amount, else its last word that reads as one ("EUR 12.30"). */
function amountIn(words: Word[], decimal: DecimalSeparator) {
  const whole = parseAmount(words.map((w) => w.text).join(' '), decimal);
  if (whole) return whole;
  const joined = parseAmount(words.map((w) => w.text).join(''), decimal);
  if (joined) return joined;
  for (let i = words.length - 1; i >= 0; i--) {
    const a = parseAmount(words[i]!.text, decimal);
    if (a) return a;
  }
  // (the person said this column holds money: whole units, "1,250" or "¥3400", count too)
  return words.length === 1 ? parseAmount(words[0]!.text, decimal, false) : null;
}
