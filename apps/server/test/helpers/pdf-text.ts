/** Reads a PDF back with pdf.js (tests only): the text of each page, as a person would copy it. */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('pdfjs-dist/package.json'));
  const pdfjs = await import(pathToFileURL(join(root, 'legacy/build/pdf.mjs')).href);
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  const doc = await task.promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item: { str?: string }) => item.str ?? '').join(' '));
  }
  await task.destroy();
  return pages;
}
