import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParseResult } from '@bsp/parser';
import { describe, expect, it } from 'vitest';
import { defaultJobs, parseFiles } from './parse-files.ts';

const dir = mkdtempSync(join(tmpdir(), 'bsp-parse-files-'));
const file = (name: string, body: string) => {
  writeFileSync(join(dir, name), body);
  return join(dir, name);
};

/** A fake parser: takes `ms` from the file's content, records how many parses overlap. */
function fakeParse() {
  const seen = { running: 0, most: 0, order: [] as string[] };
  const parse = async (bytes: Uint8Array, fileName: string): Promise<ParseResult> => {
    seen.running++;
    seen.most = Math.max(seen.most, seen.running);
    await new Promise((r) => setTimeout(r, Number(Buffer.from(bytes).toString())));
    seen.running--;
    seen.order.push(fileName);
    return { file: fileName, pages: 1, method: 'ocr', statements: [], warnings: [], errors: [] };
  };
  return { seen, parse };
}

const collect = async (gen: AsyncGenerator<{ file: string; result: ParseResult }>) => {
  const out: string[] = [];
  for await (const { result } of gen) out.push(result.file);
  return out;
};

describe('parseFiles', () => {
  it('parses up to `jobs` files at once and hands them back in input order', async () => {
    const files = [file('a.png', '60'), file('b.png', '5'), file('c.png', '5'), file('d.png', '5')];
    const { seen, parse } = fakeParse();
    expect(await collect(parseFiles(files, { jobs: 2, parse }))).toEqual([
      'a.png',
      'b.png',
      'c.png',
      'd.png',
    ]);
    expect(seen.most).toBe(2);
    // the slow first file did not hold its neighbours back
    expect(seen.order).toEqual(['b.png', 'c.png', 'd.png', 'a.png']);
  });

  it('one job parses one file after another', async () => {
    const files = [file('e.png', '20'), file('f.png', '1')];
    const { seen, parse } = fakeParse();
    expect(await collect(parseFiles(files, { jobs: 1, parse }))).toEqual(['e.png', 'f.png']);
    expect(seen.most).toBe(1);
    expect(seen.order).toEqual(['e.png', 'f.png']);
  });

  it('reports a file it cannot read, in its place', async () => {
    const { parse } = fakeParse();
    const results = [];
    for await (const r of parseFiles([join(dir, 'missing.png'), file('g.png', '1')], {
      jobs: 2,
      parse,
    }))
      results.push(r.result);
    expect(results[0]!.errors[0]!.code).toBe('unreadable_file');
    expect(results[1]!.file).toBe('g.png');
  });

  it('defaults to one job per core, at most one per file and four', () => {
    expect(defaultJobs(8, 2)).toBe(2);
    expect(defaultJobs(1, 8)).toBe(1);
    expect(defaultJobs(20, 16)).toBe(4);
    expect(defaultJobs(0, 2)).toBe(1);
  });
});
