import { describe, expect, it } from 'vitest';
import { gbp, statements } from './__fixtures__/statements.ts';
import { exportJson } from './json.ts';

describe('exportJson', () => {
  it('writes the ParseResult contract with the caller top-level values', () => {
    const text = exportJson(statements, {
      json: { file: 'march.pdf', pages: 3, method: 'ocr', warnings: ['w'], errors: [] },
    });
    expect(text.endsWith('}\n')).toBe(true);
    const doc = JSON.parse(text);
    expect(Object.keys(doc)).toEqual([
      'file',
      'pages',
      'method',
      'statements',
      'warnings',
      'errors',
    ]);
    expect(doc).toMatchObject({ file: 'march.pdf', pages: 3, method: 'ocr', warnings: ['w'] });
    expect(doc.statements).toHaveLength(3);
    expect(doc.statements[1].transactions).toEqual(statements[1]!.transactions);
    expect(doc.statements[2].transactions[0].id).toBe('tx-abc');
    const first = doc.statements[0];
    expect(first.transactions).toHaveLength(gbp.transactions.length - 1);
    expect(first.transactions[0]).toEqual({ ...gbp.transactions[0] });
    expect(first.transactions.some((t: { excluded?: boolean }) => t.excluded)).toBe(false);
    const { transactions: _a, ...restIn } = gbp;
    const { transactions: _b, ...restOut } = first;
    expect(restOut).toEqual(restIn);
  });

  it('defaults the top level and marks excluded rows when they are included', () => {
    const doc = JSON.parse(exportJson([gbp], { includeExcluded: true }));
    expect(doc).toMatchObject({
      file: 'bsp-export',
      pages: 2,
      method: 'text',
      warnings: [],
      errors: [],
    });
    expect(doc.statements[0].transactions[5]).toMatchObject({
      excluded: true,
      description: 'Hidden transfer',
    });
  });
});
