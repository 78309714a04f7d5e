/**
 * The printable report of an uploaded statement: parsed in the worker, then the PDF is generated
 * on the server and read back — its text holds the product name, the certificate and the same
 * figures the insights API answers with.
 */
import { decimalToMinor, formatMoney } from '@bsp/shared';
import { generateStatement } from '@bsp/synth';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestApp, type TestApp, waitFor } from './helpers/app.ts';
import { databases, openTestDatabase, type TestDatabase } from './helpers/databases.ts';
import { pdfPageTexts } from './helpers/pdf-text.ts';
import { retypedAmountPdf } from './helpers/retyped-pdf.ts';
import { injectUpload } from './helpers/uploads.ts';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by assertions.
type Json = Record<string, any>;

describe.each(databases)('printable report on %s', (kind) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let token: string;
  let otherToken: string;
  let analysisId: string;

  const get = (url: string, tok = token) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tok}` } });

  beforeAll(async () => {
    testDb = await openTestDatabase(kind);
    t = await startTestApp({
      database: testDb.database,
      config: { parseTimeoutS: 60, workerConcurrency: 1 },
    });
    token = (await registerUser(t.app)).token;
    otherToken = (await registerUser(t.app)).token;
    const statement = await generateStatement({ family: 'uk-current', seed: 11, kind: 'text' });
    const res = await injectUpload(t.app, token, [
      { name: 'june.pdf', bytes: statement.files[0]!.bytes },
    ]);
    analysisId = (res.json() as Json).analyses[0].id;
    const done = await waitFor(
      async () => {
        const detail = (await get(`/api/analysis/${analysisId}/`)).json() as Json;
        return detail.status === 'done' || detail.status === 'failed' ? detail : undefined;
      },
      { timeoutMs: 90_000 },
    );
    expect(done.status).toBe('done');
  });

  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  it("is a PDF attachment whose text carries the certificate and the API's figures", async () => {
    const insights = (await get(`/api/insights/?analysis=${analysisId}`)).json() as Json;
    expect(insights.cash_flow.length).toBeGreaterThan(0);
    const res = await get(`/api/insights/report/?analysis=${analysisId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.headers['cache-control']).toContain('no-store');
    const text = (await pdfPageTexts(res.rawPayload)).join(' ');
    expect(text).toContain('BSP');
    expect(text).toContain('Statement report');
    expect(text).toContain('Reconciled');
    for (const month of insights.cash_flow) {
      const spent = formatMoney(decimalToMinor(month.spending, month.currency), month.currency);
      expect(text).toContain(spent);
    }
    const top = insights.categories[0];
    expect(text).toContain(top.name);
  });

  it('names what the PDF says about itself: re-saved by an editor days after it was made', async () => {
    const statement = await generateStatement({ family: 'uk-current', seed: 12, kind: 'text' });
    const doc = await PDFDocument.load(statement.files[0]!.bytes);
    doc.setProducer('Sejda PDF Editor');
    doc.setCreationDate(new Date('2024-05-01T10:00:00Z'));
    doc.setModificationDate(new Date('2024-05-09T10:00:00Z'));
    const res = await injectUpload(t.app, token, [{ name: 'edited.pdf', bytes: await doc.save() }]);
    const id = (res.json() as Json).analyses[0].id as string;
    await waitFor(
      async () => {
        const detail = (await get(`/api/analysis/${id}/`)).json() as Json;
        return detail.status === 'done' || detail.status === 'failed' ? detail : undefined;
      },
      { timeoutMs: 90_000 },
    );
    const insights = (await get(`/api/insights/?analysis=${id}`)).json() as Json;
    const kinds = insights.integrity.signals.map((s: Json) => s.kind);
    expect(kinds).toEqual(expect.arrayContaining(['editing-software', 'modified-after-creation']));
    const editor = insights.integrity.signals.find((s: Json) => s.kind === 'editing-software');
    expect(editor.evidence.join(' ')).toContain('Sejda');
    expect(insights.integrity.note).toMatch(/not accusations/);
    // the first upload, as its bank made it, raises none of these
    const clean = (await get(`/api/insights/?analysis=${analysisId}`)).json() as Json;
    expect(clean.integrity.signals.map((s: Json) => s.kind)).not.toContain('editing-software');
  });

  it('names an amount re-typed in another font, linked to its row, and none in the bank’s file', async () => {
    const statement = await generateStatement({ family: 'uk-current', seed: 11, kind: 'text' });
    const retyped = await retypedAmountPdf(statement, 3);
    const res = await injectUpload(t.app, token, [{ name: 'retyped.pdf', bytes: retyped.bytes }]);
    const id = (res.json() as Json).analyses[0].id as string;
    const done = await waitFor(
      async () => {
        const detail = (await get(`/api/analysis/${id}/`)).json() as Json;
        return detail.status === 'done' || detail.status === 'failed' ? detail : undefined;
      },
      { timeoutMs: 90_000 },
    );
    expect(done.status).toBe('done');
    const fontSignal = async () =>
      ((await get(`/api/insights/?analysis=${id}`)).json() as Json).integrity.signals.filter(
        (s: Json) => s.kind === 'amount-font',
      );
    const [signal, ...more] = await fontSignal();
    expect(more).toEqual([]);
    expect(signal.title).toBe('Amounts printed in another font than the rest of the table');
    expect(signal.evidence).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Row 4 \\(page ${retyped.page}\\): the amount is printed in Times-Roman [\\d.]+ pt; the other \\d+ amounts in Courier [\\d.]+ pt\\.$`,
        ),
      ),
    ]);
    expect(signal.pages).toEqual([retyped.page]);
    // the row behind the signal is the one re-typed
    expect(signal.row_ids).toHaveLength(1);
    const rows = (await get(`/api/transaction/?ids=${signal.row_ids[0]}`)).json() as Json;
    expect(rows.items).toHaveLength(1);
    expect(rows.items[0].amount.replace('-', '')).toBe(retyped.amount.replace(/,/g, ''));
    // the printable report carries the same evidence
    const pdf = await get(`/api/insights/report/?analysis=${id}`);
    const text = (await pdfPageTexts(pdf.rawPayload)).join(' ');
    expect(text).toContain('Amounts printed in another font than the rest of the table');
    // a row deleted above it: the signal still finds its row (by page and box), now row 3
    const first = ((await get(`/api/transaction/?analysis=${id}&page_size=1`)).json() as Json)
      .items[0];
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/transaction/${first.id}/`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    const [after] = await fontSignal();
    expect(after.row_ids).toEqual(signal.row_ids);
    expect(after.evidence[0]).toMatch(/^Row 3 /);
    // the same statement as its bank made it (uploaded first): no font signal
    const clean = (await get(`/api/insights/?analysis=${analysisId}`)).json() as Json;
    expect(clean.integrity.signals.map((s: Json) => s.kind)).not.toContain('amount-font');
  });

  it('says which files were read before amount fonts were compared, instead of a clean "no signals"', async () => {
    const note = async () =>
      ((await get(`/api/insights/?analysis=${analysisId}`)).json() as Json).integrity.note;
    expect(await note()).not.toMatch(/not compared/);
    // the analysis as stored before the check existed: its document facts have no font outliers
    const row = await testDb.database.db
      .selectFrom('analyses')
      .select(['document', 'filename'])
      .where('id', '=', analysisId)
      .executeTakeFirstOrThrow();
    const { fontOutliers: _, ...older } = row.document as Record<string, unknown>;
    await testDb.database.db
      .updateTable('analyses')
      .set({ document: JSON.stringify(older) })
      .where('id', '=', analysisId)
      .execute();
    expect(await note()).toContain(
      `The fonts of amounts were not compared in ${row.filename}: it was read before this check existed; upload it again to check.`,
    );
    await testDb.database.db
      .updateTable('analyses')
      .set({ document: JSON.stringify(row.document) })
      .where('id', '=', analysisId)
      .execute();
  });

  it("another user's report is not found", async () => {
    const res = await get(`/api/insights/report/?analysis=${analysisId}`, otherToken);
    expect(res.statusCode).toBe(404);
  });
});
