import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectInputs, listStatementFiles } from './parse-inputs.ts';

const PDF = '%PDF-1.4\n%%EOF\n';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** A folder as a bank's download area looks: statements, their notes, a subfolder, junk. */
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bsp-inputs-'));
  writeFileSync(join(dir, 'b-april.pdf'), PDF);
  writeFileSync(join(dir, 'a-march.PDF'), PDF);
  writeFileSync(join(dir, 'scan.jpeg'), 'a broken photo'); // named as an image: taken, fails later
  writeFileSync(join(dir, 'download'), PDF); // no extension, but a PDF inside
  writeFileSync(join(dir, 'page.bin'), PNG);
  writeFileSync(join(dir, 'notes.txt'), 'rent went up in May');
  writeFileSync(join(dir, 'a-march.truth.json'), '{}');
  writeFileSync(join(dir, '._a-march.pdf'), 'macOS resource fork');
  mkdirSync(join(dir, 'older'));
  writeFileSync(join(dir, 'older', 'january.pdf'), PDF);
  return dir;
}

describe('bsp parse inputs', () => {
  it('takes the PDFs and images directly in a folder, by name or content, sorted', async () => {
    const dir = folder();
    const { files, skipped } = await listStatementFiles(dir);
    expect(files.map((f) => f.slice(dir.length + 1))).toEqual([
      'a-march.PDF',
      'b-april.pdf',
      'download',
      'page.bin',
      'scan.jpeg',
    ]);
    expect(skipped).toBe(2); // notes.txt, a-march.truth.json; hidden files and folders not counted
  });

  it('keeps files in the order given, expands folders in place, and notes what it skipped', async () => {
    const dir = folder();
    const inputs = await collectInputs(['z.pdf', dir, join(dir, 'older', 'january.pdf')]);
    if ('error' in inputs) throw new Error(inputs.error);
    expect(inputs.files[0]).toBe('z.pdf'); // missing: stays, to be reported as unreadable
    expect(inputs.files.at(-1)).toBe(join(dir, 'older', 'january.pdf'));
    expect(inputs.files).toHaveLength(7);
    expect(inputs.folder).toBe(true);
    expect(inputs.notes).toEqual([`${dir}: 2 files not PDF or image, skipped`]);
    const plain = await collectInputs(['z.pdf']);
    expect(plain).toEqual({ files: ['z.pdf'], folder: false, notes: [] });
  });

  it('refuses a folder without statements', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bsp-inputs-'));
    expect(await collectInputs([dir])).toEqual({
      error: `${dir} holds no PDF or image file (subfolders are not searched).`,
    });
    writeFileSync(join(dir, 'notes.txt'), 'nothing here');
    mkdirSync(join(dir, 'sub'));
    writeFileSync(join(dir, 'sub', 'march.pdf'), PDF);
    expect(await collectInputs([dir])).toHaveProperty('error');
  });
});
