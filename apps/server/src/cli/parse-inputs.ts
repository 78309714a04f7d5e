/**
 * The input list of `bsp parse`: files as given, and for a folder every statement file directly
 * in it, sorted by name (subfolders are not searched).
 */
import { open, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { detectFileType } from '@bsp/parser';

/** Names taken without looking inside; a file with another name is taken when its content is a
 * PDF or an image (downloads often lose their extension). */
const STATEMENT_EXTENSION = /\.(pdf|png|jpe?g|tiff?|webp|hei[cf])$/i;

/** Enough leading bytes for detectFileType (a PDF header may start up to 1 KiB in). */
const SNIFF_BYTES = 1100;

async function looksLikeStatement(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const buffer = new Uint8Array(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return detectFileType(buffer.subarray(0, bytesRead)) !== null;
  } finally {
    await handle.close();
  }
}

/** Whether `path` is a file / folder (following links); false when it cannot be read. */
async function isA(path: string, kind: 'file' | 'folder'): Promise<boolean> {
  try {
    const s = await stat(path);
    return kind === 'file' ? s.isFile() : s.isDirectory();
  } catch {
    return false;
  }
}

export interface FolderListing {
  files: string[];
  /** Files in the folder that are neither PDFs nor images (hidden files not counted). */
  skipped: number;
}

/** The PDFs and images directly in `dir`, sorted by name; hidden files (".name") are left out. */
export async function listStatementFiles(dir: string): Promise<FolderListing> {
  const names = (await readdir(dir)).filter((name) => !name.startsWith('.')).sort();
  const files: string[] = [];
  let skipped = 0;
  for (const name of names) {
    const path = join(dir, name);
    if (!(await isA(path, 'file'))) continue; // subfolders, broken links
    if (STATEMENT_EXTENSION.test(name) || (await looksLikeStatement(path))) files.push(path);
    else skipped++;
  }
  return { files, skipped };
}

export interface Inputs {
  files: string[];
  /** A folder was given: the output is a list even when it holds one file. */
  folder: boolean;
  /** Notes for stderr (files a folder holds that were not taken). */
  notes: string[];
}

/**
 * Expands the command's arguments in order. A path that cannot be read stays in the list (its
 * result is an `unreadable_file` error, as before folders were accepted).
 */
export async function collectInputs(args: string[]): Promise<Inputs | { error: string }> {
  const out: Inputs = { files: [], folder: false, notes: [] };
  for (const arg of args) {
    if (!(await isA(arg, 'folder'))) {
      out.files.push(arg);
      continue;
    }
    out.folder = true;
    const { files, skipped } = await listStatementFiles(arg);
    if (files.length === 0) {
      return {
        error: `${arg} holds no PDF or image file (subfolders are not searched).`,
      };
    }
    out.files.push(...files);
    if (skipped > 0) {
      out.notes.push(`${arg}: ${skipped} file${skipped > 1 ? 's' : ''} not PDF or image, skipped`);
    }
  }
  return out;
}
