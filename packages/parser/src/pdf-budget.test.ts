import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkPdfBudget } from './pdf-budget.ts';
import { warmUpPdf } from './warm-up-pdf.ts';

const MB = 1024 * 1024;

/** A PDF-like byte string holding one stream object with `dict` and `data`. */
function withStream(dict: string, data: Buffer): Uint8Array {
  return new Uint8Array(
    Buffer.concat([
      Buffer.from(`%PDF-1.7\n4 0 obj\n<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'),
      data,
      Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
    ]),
  );
}

describe('PDF decompression budget', () => {
  it('lets an ordinary PDF through, counting its compressed streams', async () => {
    const verdict = await checkPdfBudget(warmUpPdf());
    expect(verdict.ok).toBe(true);
  });

  it('refuses a Flate stream that inflates past the per-stream limit, without keeping it', async () => {
    const bomb = zlib.deflateSync(Buffer.alloc(3 * MB));
    expect(bomb.length).toBeLessThan(10_000);
    const verdict = await checkPdfBudget(withStream('/Filter /FlateDecode', bomb), {
      maxStreamBytes: 2 * MB,
    });
    expect(verdict).toMatchObject({ ok: false, reason: 'stream' });
  });

  it('follows a chain of Flate filters (a bomb inside a bomb)', async () => {
    const inner = zlib.deflateSync(Buffer.alloc(3 * MB));
    const outer = zlib.deflateSync(inner);
    const one = await checkPdfBudget(withStream('/Filter [/FlateDecode]', outer), {
      maxStreamBytes: 2 * MB,
    });
    expect(one.ok).toBe(true); // one stage: only the inner stream's few KB
    const two = await checkPdfBudget(withStream('/Filter [/FlateDecode /Fl]', outer), {
      maxStreamBytes: 2 * MB,
    });
    expect(two).toMatchObject({ ok: false, reason: 'stream' });
  });

  it('refuses many streams that pass one by one but not together', async () => {
    const part = zlib.deflateSync(Buffer.alloc(MB));
    const file = Buffer.concat(
      Array.from({ length: 5 }, () => Buffer.from(withStream('/Filter /FlateDecode', part))),
    );
    const verdict = await checkPdfBudget(new Uint8Array(file), {
      maxStreamBytes: 2 * MB,
      maxTotalBytes: 4 * MB,
    });
    expect(verdict).toMatchObject({ ok: false, reason: 'total', streams: 5 });
  });

  it('ignores streams that are not Flate and data that is not zlib', async () => {
    const noise = Buffer.alloc(1000, 0x5a);
    expect((await checkPdfBudget(withStream('/Filter /DCTDecode', noise))).ok).toBe(true);
    expect((await checkPdfBudget(withStream('/Filter /FlateDecode', noise))).ok).toBe(true);
  });
});
