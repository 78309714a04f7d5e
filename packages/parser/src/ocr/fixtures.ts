/**
 * Test fixtures made on the fly: a few lines of an invented statement drawn with @napi-rs/canvas
 * in Liberation Sans (shipped inside pdfjs-dist, so no system fonts are needed).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';

const require = createRequire(import.meta.url);
const FONT = 'BSP Test Sans';
let registered = false;
function ensureFont(): void {
  if (registered) return;
  const dir = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');
  GlobalFonts.registerFromPath(path.join(dir, 'LiberationSans-Regular.ttf'), FONT);
  registered = true;
}

export const STATEMENT_LINES: ReadonlyArray<readonly [string, string, string, string]> = [
  ['Date', 'Description', 'Amount', 'Balance'],
  ['03/01/2024', 'Opening balance', '', '1,250.00'],
  ['05/01/2024', 'GROCERY STORE', '-45.20', '1,204.80'],
  ['09/01/2024', 'SALARY ACME LTD', '2,100.00', '3,304.80'],
  ['12/01/2024', 'RENT PAYMENT', '-950.00', '2,354.80'],
];
const COLUMNS = [40, 230, 560, 760];

/** A PNG with the statement lines; `rotateDegrees` turns the content (clockwise positive). */
export function statementPng(opts: { rotateDegrees?: number; fontPx?: number } = {}): Buffer {
  ensureFont();
  const fontPx = opts.fontPx ?? 22;
  const width = 960;
  const height = 120 + STATEMENT_LINES.length * fontPx * 2;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.translate(width / 2, height / 2);
  ctx.rotate(((opts.rotateDegrees ?? 0) * Math.PI) / 180);
  ctx.translate(-width / 2, -height / 2);
  ctx.fillStyle = '#000000';
  ctx.font = `bold ${fontPx + 4}px "${FONT}"`;
  ctx.fillText('STATEMENT OF ACCOUNT', 40, 60);
  ctx.font = `${fontPx}px "${FONT}"`;
  for (const [i, cells] of STATEMENT_LINES.entries()) {
    const y = 120 + i * fontPx * 2;
    for (const [j, text] of cells.entries()) {
      if (!text) continue;
      // Amounts right-aligned like on a real statement.
      const x = COLUMNS[j]!;
      if (j >= 2 && i > 0) {
        ctx.textAlign = 'right';
        ctx.fillText(text, x + 150, y);
        ctx.textAlign = 'left';
      } else {
        ctx.fillText(text, x, y);
      }
    }
  }
  return canvas.toBuffer('image/png');
}
