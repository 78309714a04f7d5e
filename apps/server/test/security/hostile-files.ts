/**
 * The hostile-file corpus (issue #14, "Hostile input"), made in memory by script: nothing binary
 * is committed. Each case is a file as an attacker would upload it (name, content type, bytes)
 * and the outcome the product must give: refused at once with a specific code, or analysed to
 * `failed` with a specific code, or — for files that are statements carrying inert extras
 * (JavaScript, launch actions, attachments) — parsed as the statement they are, extras ignored.
 *
 * Used by `hostile-files.int.test.ts` (through the real API and worker); cases and expected codes
 * are listed in docs/security/hostile-input.md. Generation is cheap (≈2 s in all, most of it the
 * two synthetic statements): bombs are built from repeated deflate blocks, never by compressing
 * gigabytes.
 */
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { MAX_FILE_SIZE } from '@bsp/shared';
import { generateStatement, type SyntheticStatement } from '@bsp/synth';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';

export type HostileExpectation =
  /** The upload answers at once: the file is refused with this code, no analysis is made. */
  | { kind: 'rejected'; code: string }
  /** Accepted, then the analysis ends `failed` (or `needs_password`) with one of these codes. */
  | { kind: 'failed'; codes: string[] }
  /** A real statement under the hostile extras: parsed, with the statement's rows. */
  | { kind: 'done'; statement: SyntheticStatement };

export type HostileCase = {
  id: string;
  /** The threat, in a few words (for the docs table and failure messages). */
  threat: string;
  name: string;
  contentType: string;
  bytes: Buffer;
  expect: HostileExpectation;
};

// ---------------------------------------------------------------------------------------------
// Raw PDF writing

/** `<< dict /Length n >> stream … endstream` (dict without the outer brackets). */
export function pdfStream(dict: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

/**
 * A PDF from numbered object bodies (object i+1 is `objects[i]`), with a correct xref table.
 * `root` is the catalog's object number.
 */
export function rawPdf(
  objects: Array<string | Buffer>,
  options: { root?: number; trailer?: string; version?: string } = {},
): Buffer {
  const parts: Buffer[] = [
    Buffer.from(`%PDF-${options.version ?? '1.7'}\n%\xe2\xe3\xcf\xd3\n`, 'latin1'),
  ];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(chunk);
    offset += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root ${options.root ?? 1} 0 R ${options.trailer ?? ''} >>`,
    'startxref',
    String(offset),
    '%%EOF\n',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

/** A one-page PDF whose page has `pageExtra` in its dictionary and `content` as its stream. */
function onePagePdf(options: {
  content: Buffer;
  contentFilter?: string;
  mediaBox?: string;
  pageExtra?: string;
  resources?: string;
  extraObjects?: Array<string | Buffer>;
}): Buffer {
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox ${options.mediaBox ?? '[0 0 612 792]'} ` +
      `/Resources ${options.resources ?? '<< /Font << /F1 5 0 R >> >>'} /Contents 4 0 R ${options.pageExtra ?? ''} >>`,
    pdfStream(options.contentFilter ? `/Filter ${options.contentFilter}` : '', options.content),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...(options.extraObjects ?? []),
  ]);
}

const textContent = (lines: string[]) =>
  Buffer.from(
    `BT /F1 11 Tf 14 TL 50 740 Td ${lines.map((l) => `(${l}) '`).join(' ')} ET`,
    'latin1',
  );

// ---------------------------------------------------------------------------------------------
// Decompression bombs

/** Adler-32 of `length` zero bytes (a = 1, b = length mod 65521). */
function adler32OfZeros(length: number): number {
  return (((length % 65521) << 16) | 1) >>> 0;
}

/**
 * A zlib stream that inflates to `totalBytes` zero bytes, built without compressing them: one
 * 1 MiB block compressed with a full flush (which resets the history, so every later block
 * compresses to the same bytes) is repeated, then a final empty block and the checksum. ≈1 KB of
 * output per MiB inflated (deflate's ~1000:1 ceiling).
 */
export function zerosZlib(totalBytes: number): Buffer {
  const chunk = 1 << 20;
  const blocks = Math.floor(totalBytes / chunk);
  const block = zlib.deflateRawSync(Buffer.alloc(chunk), {
    level: 9,
    finishFlush: zlib.constants.Z_FULL_FLUSH,
  });
  const final = zlib.deflateRawSync(Buffer.alloc(0));
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(adler32OfZeros(blocks * chunk));
  return Buffer.concat([Buffer.from([0x78, 0xda]), ...Array(blocks).fill(block), final, adler]);
}

// ---------------------------------------------------------------------------------------------
// Images

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A small PNG whose header claims `width` × `height` greyscale pixels (only a few rows exist). */
export function lyingPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  // a few real rows (filter byte + pixels), compressed: the rest of the image is missing
  const rows = zlib.deflateSync(Buffer.alloc(Math.min(height, 16) * (width + 1)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A real 16 × 16 JPEG whose frame header (SOF0) is patched to claim `width` × `height`: decoders
 * that trust it allocate the whole picture (the scan data ends after the first blocks).
 */
export async function lyingJpeg(width: number, height: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const small = await sharp({
    create: { width: 16, height: 16, channels: 3, background: { r: 200, g: 200, b: 200 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  const out = Buffer.from(small);
  for (let i = 2; i + 9 < out.length; ) {
    if (out[i] !== 0xff) break;
    const marker = out[i + 1]!;
    const len = out.readUInt16BE(i + 2);
    if (marker === 0xc0 || marker === 0xc2) {
      out.writeUInt16BE(height, i + 5);
      out.writeUInt16BE(width, i + 7);
      return out;
    }
    i += 2 + len;
  }
  throw new Error('no SOF marker in the generated JPEG');
}

/**
 * A little-endian TIFF of `pages` 1×1 greyscale pages sharing one strip. `loop`: the last page's
 * "next IFD" points back at the first (a cycle), instead of ending the chain.
 */
export function manyPageTiff(pages: number, options: { loop?: boolean } = {}): Buffer {
  const entries: Array<[number, number, number]> = [
    [256, 3, 1], // ImageWidth
    [257, 3, 1], // ImageLength
    [258, 3, 8], // BitsPerSample
    [259, 3, 1], // Compression: none
    [262, 3, 1], // Photometric: BlackIsZero
    [273, 4, 8], // StripOffsets → the shared pixel
    [277, 3, 1], // SamplesPerPixel
    [278, 3, 1], // RowsPerStrip
    [279, 4, 1], // StripByteCounts
  ];
  const ifdSize = 2 + entries.length * 12 + 4;
  const first = 10; // header (8) + the pixel, padded to an even offset
  const out = Buffer.alloc(first + pages * ifdSize);
  out.write('II', 0, 'latin1');
  out.writeUInt16LE(42, 2);
  out.writeUInt32LE(first, 4);
  out[8] = 0x80;
  for (let p = 0; p < pages; p++) {
    let o = first + p * ifdSize;
    out.writeUInt16LE(entries.length, o);
    o += 2;
    for (const [tag, type, value] of entries) {
      out.writeUInt16LE(tag, o);
      out.writeUInt16LE(type, o + 2);
      out.writeUInt32LE(1, o + 4);
      if (type === 3) out.writeUInt16LE(value, o + 8);
      else out.writeUInt32LE(value, o + 8);
      o += 12;
    }
    const last = p === pages - 1;
    out.writeUInt32LE(last ? (options.loop ? first : 0) : first + (p + 1) * ifdSize, o);
  }
  return out;
}

function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

function fullBox(type: string, version: number, flags: number, ...payload: Buffer[]): Buffer {
  const vf = Buffer.alloc(4);
  vf.writeUInt32BE(((version << 24) | flags) >>> 0);
  return box(type, vf, ...payload);
}

const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
};
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};

/**
 * A HEIC container (ftyp heic, meta with one hvc1 item) whose `ispe` box states `width` ×
 * `height` while the coded data in `mdat` is a few hundred bytes of noise: a file that lies about
 * its size. Not a decodable picture (no HEVC encoder is at hand); every box a HEIF reader needs to
 * reach the size is well formed.
 */
export function lyingHeic(width: number, height: number): Buffer {
  const ftyp = box(
    'ftyp',
    Buffer.from('heic', 'latin1'),
    u32(0),
    Buffer.from('mif1heic', 'latin1'),
  );
  const hdlr = fullBox(
    'hdlr',
    0,
    0,
    u32(0),
    Buffer.from('pict', 'latin1'),
    Buffer.alloc(12),
    Buffer.from([0]),
  );
  const pitm = fullBox('pitm', 0, 0, u16(1));
  const infe = fullBox(
    'infe',
    2,
    0,
    u16(1),
    u16(0),
    Buffer.from('hvc1', 'latin1'),
    Buffer.from([0]),
  );
  const iinf = fullBox('iinf', 0, 0, u16(1), infe);
  // HEVCDecoderConfigurationRecord: version 1, Main profile, no parameter-set arrays
  const hvcC = box(
    'hvcC',
    Buffer.from([
      0x01, 0x01, 0x60, 0, 0, 0, 0x90, 0, 0, 0, 0, 0, 0x5a, 0xf0, 0, 0xfc, 0xfd, 0xf8, 0xf8, 0, 0,
      0x0f, 0x00,
    ]),
  );
  const ispe = fullBox('ispe', 0, 0, u32(width), u32(height));
  const ipco = box('ipco', hvcC, ispe);
  const ipma = fullBox('ipma', 0, 0, u32(1), u16(1), Buffer.from([2, 0x81, 0x02]));
  const iprp = box('iprp', ipco, ipma);
  const coded = randomBytesSeeded(600);
  // iloc: offset_size 4, length_size 4, base_offset_size 0; one item, one extent
  const ilocFor = (dataOffset: number) =>
    fullBox(
      'iloc',
      0,
      0,
      Buffer.from([0x44, 0x00]),
      u16(1),
      u16(1),
      u16(0),
      u16(1),
      u32(dataOffset),
      u32(coded.length),
    );
  const metaFor = (dataOffset: number) =>
    fullBox('meta', 0, 0, hdlr, pitm, iinf, ilocFor(dataOffset), iprp);
  const dataOffset = ftyp.length + metaFor(0).length + 8;
  return Buffer.concat([ftyp, metaFor(dataOffset), box('mdat', coded)]);
}

/** Deterministic noise (so a failing case is the same file on every run). */
function randomBytesSeeded(n: number, seed = 0x9e3779b9): Buffer {
  const out = Buffer.alloc(n);
  let x = seed >>> 0;
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    out[i] = x & 0xff;
  }
  return out;
}

/** A ZIP archive with one stored file (enough for unzip tools to list it). */
function tinyZip(name: string, content: Buffer): Buffer {
  const crc = zlib.crc32(content);
  const fileName = Buffer.from(name, 'latin1');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const localPart = Buffer.concat([local, fileName, content]);
  const centralPart = Buffer.concat([central, fileName]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralPart.length, 12);
  end.writeUInt32LE(localPart.length, 16);
  return Buffer.concat([localPart, centralPart, end]);
}

/** A minimal Windows executable header (MZ … PE): never run, only uploaded. */
function fakeExe(): Buffer {
  const b = Buffer.alloc(1024);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  b.write('PE\0\0', 0x80, 'latin1');
  return b;
}

// ---------------------------------------------------------------------------------------------
// The corpus

/** Where the font-program case's payload would write if any code from the file ever ran. */
export function fontMatrixPayload(markerPath: string): string {
  const js = `globalThis.__bspPwned = 1; process.getBuiltinModule('fs').writeFileSync('${markerPath}', 'pwned')`;
  // inside a PDF literal string: parentheses escaped
  return `0\\); ${js.replace(/[()]/g, (c) => `\\${c}`)}; //`;
}

/**
 * CVE-2024-4367 shape: a Type1 font whose /FontMatrix holds a string with JavaScript after the
 * numbers, used by text drawn on the page (glyph outlines are built from the matrix).
 */
export function fontMatrixPdf(markerPath: string): Buffer {
  const fontProgram = Buffer.from(
    '%!PS-AdobeFont-1.0: Evil 001\n/FontName /Evil def\n/FontType 1 def\n/FontMatrix [0.001 0 0 0.001 0 0] readonly def\ncurrentdict end\ncurrentfile eexec\n',
    'latin1',
  );
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    pdfStream('', textContent(['Statement of account', 'Opening balance 100.00'])),
    `<< /Type /Font /Subtype /Type1 /BaseFont /Evil /FirstChar 32 /LastChar 126 /Widths [] /FontDescriptor 6 0 R /FontMatrix [1 2 3 4 5 (${fontMatrixPayload(markerPath)})] >>`,
    '<< /Type /FontDescriptor /FontName /Evil /Flags 32 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 /FontFile 7 0 R >>',
    pdfStream(`/Length1 ${fontProgram.length} /Length2 0 /Length3 0`, fontProgram),
  ]);
}

/** A statement with an /OpenAction JavaScript, a Launch action and document-level JavaScript. */
async function withActions(statement: SyntheticStatement, markerPath: string): Promise<Buffer> {
  const doc = await PDFDocument.load(statement.files[0]!.bytes);
  const js = `app.alert('x'); try { process.getBuiltinModule('fs').writeFileSync('${markerPath}', 'pwned') } catch (e) {}`;
  doc.addJavaScript('bsp-hostile', js);
  const ctx = doc.context;
  const launch = ctx.obj({
    Type: 'Action',
    S: 'Launch',
    F: PDFString.of('C:\\Windows\\System32\\calc.exe'),
    Win: { F: PDFString.of('cmd.exe'), P: PDFString.of('/c calc') },
  });
  const openJs = ctx.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of(js), Next: launch });
  doc.catalog.set(PDFName.of('OpenAction'), openJs);
  doc.getPage(0).node.set(PDFName.of('AA'), ctx.obj({ O: launch }));
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** A statement with an embedded executable and an embedded PDF (attachments). */
async function withAttachments(statement: SyntheticStatement): Promise<Buffer> {
  const doc = await PDFDocument.load(statement.files[0]!.bytes);
  await doc.attach(fakeExe(), 'invoice.exe', { mimeType: 'application/x-msdownload' });
  await doc.attach(onePagePdf({ content: textContent(['nested']) }), 'nested.pdf', {
    mimeType: 'application/pdf',
  });
  return Buffer.from(await doc.save());
}

/** The 10,000-page case: every page shares one content stream, so the file stays ~1 MB. */
function tenThousandPages(): Buffer {
  const pages = 10_000;
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '', // the page tree, filled below
    pdfStream('', textContent(['Page'])).toString('latin1'),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const kids: string[] = [];
  for (let i = 0; i < pages; i++) {
    objects.push(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 3 0 R >>',
    );
    kids.push(`${objects.length} 0 R`);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages} >>`;
  return rawPdf(objects);
}

/** Page tree that contains itself, a /Length that refers to itself, a /Parent loop. */
function cyclicPdf(): Buffer {
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R /Outlines 6 0 R >>',
    '<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>',
    '<< /Type /Page /Parent 3 0 R /MediaBox [0 0 612 792] /Resources 3 0 R /Contents 4 0 R >>',
    Buffer.concat([
      Buffer.from('<< /Length 5 0 R >>\nstream\nBT /F1 12 Tf (loop) Tj ET\nendstream', 'latin1'),
    ]),
    '5 0 R',
    '<< /Type /Outlines /First 7 0 R /Last 7 0 R /Count 1 >>',
    '<< /Title (loop) /Parent 6 0 R /Next 7 0 R /Prev 7 0 R /First 7 0 R >>',
  ]);
}

/** Arrays nested `depth` deep in the page's resources and in its content stream. */
function deepPdf(depth: number): Buffer {
  const nested = `${'['.repeat(depth)}${']'.repeat(depth)}`;
  return onePagePdf({
    content: Buffer.from(`${'q '.repeat(depth)}${'['.repeat(depth)} BT /F1 12 Tf (deep) Tj ET`),
    resources: `<< /Font << /F1 5 0 R >> /Properties << /Deep ${nested} >> >>`,
    pageExtra: `/Deep ${'<< /A '.repeat(Math.min(depth, 20_000))}1${' >>'.repeat(Math.min(depth, 20_000))}`,
  });
}

/** A page drawing one greyscale image whose FlateDecode data inflates to `width`×`height` bytes. */
export function imageBombPdf(width: number, height: number): Buffer {
  return onePagePdf({
    content: Buffer.from('q 612 0 0 792 0 0 cm /Im1 Do Q'),
    resources: '<< /XObject << /Im1 6 0 R >> >>',
    extraObjects: [
      pdfStream(
        `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`,
        zerosZlib(width * height),
      ),
    ],
  });
}

/** A page drawing one DCTDecode (JPEG) image whose frame header claims `width` × `height`. */
async function jpegBombPdf(width: number, height: number): Promise<Buffer> {
  return onePagePdf({
    content: Buffer.from('q 612 0 0 792 0 0 cm /Im1 Do Q'),
    resources: '<< /XObject << /Im1 6 0 R >> >>',
    extraObjects: [
      pdfStream(
        `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode`,
        await lyingJpeg(width, height),
      ),
    ],
  });
}

/** HTML, then the PDF (header within the first 1,024 bytes), then a ZIP archive. */
function polyglot(pdf: Uint8Array): Buffer {
  const html = Buffer.from(
    '<!DOCTYPE html><html><body><script>document.title="polyglot";fetch("/api/user/")</script>\n',
    'latin1',
  );
  return Buffer.concat([
    html,
    Buffer.from(pdf),
    tinyZip('readme.html', Buffer.from('<script>alert(1)</script>')),
  ]);
}

/** Seeded corruption: `count` runs of 16 noise bytes written over the middle of the file. */
function corrupt(bytes: Uint8Array, count: number): Buffer {
  const out = Buffer.from(bytes);
  const noise = randomBytesSeeded(count * 16, 0x1234567);
  for (let i = 0; i < count; i++) {
    const at = Math.floor(((i + 1) / (count + 1)) * out.length);
    noise.copy(out, at, i * 16, i * 16 + 16);
  }
  return out;
}

export type HostileCorpus = {
  cases: HostileCase[];
  /** The well-formed statement the hostile extras are built on (and a victim may upload). */
  statement: SyntheticStatement;
  /** The file the FontMatrix / JavaScript payloads would write if code from a file ran. */
  markerPath: string;
};

/**
 * Builds every case. `markerPath`: where the payloads would write (the test asserts it never
 * appears). ≈1–2 s, most of it generating the two synthetic statements.
 */
export async function buildHostileCorpus(markerPath: string): Promise<HostileCorpus> {
  const statement = await generateStatement({
    seed: 'hostile-base',
    family: 'uk-current',
    kind: 'text',
    pages: 1,
  });
  const image = await generateStatement({
    seed: 'hostile-image',
    family: 'uk-current',
    kind: 'image',
  });
  const pdf = statement.files[0]!.bytes;
  const png = image.files[0]!.bytes;
  const failed = (...codes: string[]): HostileExpectation => ({ kind: 'failed', codes });
  const rejected = (code: string): HostileExpectation => ({ kind: 'rejected', code });
  const done: HostileExpectation = { kind: 'done', statement };
  const oneLine = Buffer.alloc(MAX_FILE_SIZE, 'A');
  const pdfLine = Buffer.alloc(MAX_FILE_SIZE, '0');
  pdfLine.write('%PDF-1.7 ', 0, 'latin1');
  const nestedBomb = zlib.deflateSync(zerosZlib(4 * 1024 ** 3), { level: 9 });
  const cases: HostileCase[] = [
    {
      id: 'pdf-flate-bomb',
      threat: 'FlateDecode content stream inflating to 2 GiB (file ≈2 MB)',
      name: 'bomb.pdf',
      contentType: 'application/pdf',
      bytes: onePagePdf({ content: zerosZlib(2 * 1024 ** 3), contentFilter: '/FlateDecode' }),
      expect: failed('decompressed_too_large'),
    },
    {
      id: 'pdf-flate-bomb-nested',
      threat: 'double FlateDecode content stream inflating to 4 GiB (file a few KB)',
      name: 'nested-bomb.pdf',
      contentType: 'application/pdf',
      bytes: onePagePdf({ content: nestedBomb, contentFilter: '[/FlateDecode /FlateDecode]' }),
      expect: failed('decompressed_too_large'),
    },
    {
      id: 'pdf-image-bomb',
      threat: 'page image 60,000 × 60,000 px whose FlateDecode data inflates to 3.4 GiB',
      name: 'image-bomb.pdf',
      contentType: 'application/pdf',
      bytes: imageBombPdf(60_000, 60_000),
      expect: failed('decompressed_too_large'),
    },
    {
      id: 'pdf-jpeg-bomb',
      threat: 'page image: a 16 px JPEG whose header claims 60,000 × 60,000 px (10 GB as RGB)',
      name: 'jpeg-bomb.pdf',
      contentType: 'application/pdf',
      bytes: await jpegBombPdf(60_000, 60_000),
      expect: failed('no_transactions_found'),
    },
    {
      id: 'jpeg-60000-square',
      threat: 'JPEG of a few hundred bytes whose header claims 60,000 × 60,000 px',
      name: 'photo.jpg',
      contentType: 'image/jpeg',
      bytes: await lyingJpeg(60_000, 60_000),
      expect: failed('image_too_large'),
    },
    {
      id: 'pdf-deep-nesting',
      threat: 'arrays and dictionaries nested 100,000 deep (resources, page, content)',
      name: 'deep.pdf',
      contentType: 'application/pdf',
      bytes: deepPdf(100_000),
      expect: failed('no_transactions_found'),
    },
    {
      id: 'pdf-cyclic-graph',
      threat: 'page tree containing itself, self-referencing /Length, outline loop',
      name: 'cyclic.pdf',
      contentType: 'application/pdf',
      bytes: cyclicPdf(),
      expect: failed('no_transactions_found'),
    },
    {
      id: 'pdf-10000-pages',
      threat: '10,000 pages sharing one content stream (file ≈1 MB)',
      name: 'pages.pdf',
      contentType: 'application/pdf',
      bytes: tenThousandPages(),
      expect: failed('too_many_pages'),
    },
    {
      id: 'pdf-huge-mediabox',
      threat: 'MediaBox 14,400 × 14,400 pt with UserUnit 75,000 (a page kilometres wide)',
      name: 'huge-page.pdf',
      contentType: 'application/pdf',
      bytes: onePagePdf({
        content: Buffer.from('0 0 m 14400 14400 l S'),
        mediaBox: '[0 0 14400 14400]',
        pageExtra: '/UserUnit 75000',
      }),
      expect: failed('no_transactions_found'),
    },
    {
      id: 'pdf-absurd-mediabox',
      threat: 'MediaBox [0 0 1e38 1e38] with a negative, inverted CropBox',
      name: 'absurd-page.pdf',
      contentType: 'application/pdf',
      bytes: onePagePdf({
        content: textContent(['Huge']),
        mediaBox:
          '[0 0 100000000000000000000000000000000000000 100000000000000000000000000000000000000]',
        pageExtra: '/CropBox [1e38 1e38 -1e38 -1e38] /Rotate 45',
      }),
      expect: failed('no_transactions_found'),
    },
    {
      id: 'pdf-fontmatrix-js',
      threat: 'Type1 font whose /FontMatrix carries JavaScript (CVE-2024-4367 shape)',
      name: 'font.pdf',
      contentType: 'application/pdf',
      bytes: fontMatrixPdf(markerPath),
      expect: failed('no_transactions_found'),
    },
    {
      id: 'pdf-js-launch-actions',
      threat: 'statement with /OpenAction JavaScript, a Launch action and document JavaScript',
      name: 'actions.pdf',
      contentType: 'application/pdf',
      bytes: await withActions(statement, markerPath),
      expect: done,
    },
    {
      id: 'pdf-embedded-files',
      threat: 'statement carrying an embedded .exe and an embedded PDF',
      name: 'attachments.pdf',
      contentType: 'application/pdf',
      bytes: await withAttachments(statement),
      expect: done,
    },
    {
      id: 'polyglot-html-pdf-zip',
      threat: 'HTML + PDF + ZIP polyglot (a statement inside)',
      name: 'polyglot.html',
      contentType: 'text/html',
      bytes: polyglot(pdf),
      expect: done,
    },
    {
      id: 'png-60000-square',
      threat: 'PNG of a few hundred bytes whose header claims 60,000 × 60,000 px',
      name: 'bomb.png',
      contentType: 'image/png',
      bytes: lyingPng(60_000, 60_000),
      expect: failed('image_too_large'),
    },
    {
      id: 'tiff-10000-pages',
      threat: 'TIFF with 10,000 pages (file ≈1 MB)',
      name: 'pages.tiff',
      contentType: 'image/tiff',
      bytes: manyPageTiff(10_000),
      expect: failed('too_many_pages'),
    },
    {
      id: 'tiff-ifd-loop',
      threat: 'TIFF whose page chain loops back to its first page',
      name: 'loop.tiff',
      contentType: 'image/tiff',
      bytes: manyPageTiff(3, { loop: true }),
      expect: failed('unreadable_file', 'no_transactions_found'),
    },
    {
      id: 'heic-lying-size',
      threat: 'HEIC whose ispe box claims 60,000 × 60,000 px over 600 bytes of data',
      name: 'photo.heic',
      contentType: 'image/heic',
      bytes: lyingHeic(60_000, 60_000),
      expect: failed('image_too_large', 'unreadable_file'),
    },
    {
      id: 'heic-garbage-data',
      threat: 'HEIC whose ispe box claims 1,000 × 1,000 px but whose coded data is noise',
      name: 'photo2.heic',
      contentType: 'image/heic',
      bytes: lyingHeic(1000, 1000),
      expect: failed('unreadable_file'),
    },
    {
      id: 'pdf-truncated-half',
      threat: 'statement PDF cut at half its length (no xref, no trailer)',
      name: 'half.pdf',
      contentType: 'application/pdf',
      bytes: Buffer.from(pdf.subarray(0, Math.floor(pdf.length / 2))),
      expect: failed('unreadable_file', 'no_transactions_found'),
    },
    {
      id: 'pdf-truncated-header',
      threat: 'the first 64 bytes of a PDF',
      name: 'head.pdf',
      contentType: 'application/pdf',
      bytes: Buffer.from(pdf.subarray(0, 64)),
      expect: failed('unreadable_file'),
    },
    {
      id: 'pdf-corrupt',
      threat: 'statement PDF with 40 runs of noise written over it',
      name: 'corrupt.pdf',
      contentType: 'application/pdf',
      bytes: corrupt(pdf, 40),
      expect: failed('unreadable_file', 'no_transactions_found'),
    },
    {
      id: 'png-truncated',
      threat: 'statement PNG cut at 40 % (pixel data ends early)',
      name: 'cut.png',
      contentType: 'image/png',
      bytes: Buffer.from(png.subarray(0, Math.floor(png.length * 0.4))),
      expect: failed('unreadable_file'),
    },
    {
      id: 'pdf-named-png',
      threat: 'a statement PDF named .png with an image/png content type',
      name: 'statement.png',
      contentType: 'image/png',
      bytes: Buffer.from(pdf),
      expect: done,
    },
    {
      id: 'png-named-pdf',
      threat: 'a statement PNG named .pdf with an application/pdf content type',
      name: 'scan.pdf',
      contentType: 'application/pdf',
      bytes: Buffer.from(png),
      expect: { kind: 'done', statement: image },
    },
    {
      id: 'exe-named-pdf',
      threat: 'a Windows executable named .pdf',
      name: 'statement.pdf',
      contentType: 'application/pdf',
      bytes: fakeExe(),
      expect: rejected('unsupported_type'),
    },
    {
      id: 'zip-named-pdf',
      threat: 'a ZIP archive named .pdf',
      name: 'statement2.pdf',
      contentType: 'application/pdf',
      bytes: tinyZip('statement.csv', Buffer.from('date,amount\n2024-01-01,1.00\n'.repeat(200))),
      expect: rejected('unsupported_type'),
    },
    {
      id: 'zero-bytes',
      threat: 'an empty file',
      name: 'empty.pdf',
      contentType: 'application/pdf',
      bytes: Buffer.alloc(0),
      expect: rejected('empty_file'),
    },
    {
      id: 'text-one-line-10mb',
      threat: 'a 10 MB file of one line of text (no newline)',
      name: 'line.pdf',
      contentType: 'application/pdf',
      bytes: oneLine,
      expect: rejected('unsupported_type'),
    },
    {
      id: 'pdf-one-line-10mb',
      threat: 'a PDF header then one 10 MB line (no objects, no newline)',
      name: 'line2.pdf',
      contentType: 'application/pdf',
      bytes: pdfLine,
      expect: failed('unreadable_file'),
    },
    {
      id: 'over-size-limit',
      threat: 'a file one byte over the 10 MB limit',
      name: 'big.pdf',
      contentType: 'application/pdf',
      bytes: Buffer.concat([pdfLine, Buffer.from('0')]),
      expect: rejected('file_too_large'),
    },
  ];
  return { cases, statement, markerPath };
}

/** A unique marker path for one run (the payloads name it; it must never exist). */
export function newMarkerPath(dir: string): string {
  return `${dir}/bsp-hostile-pwned-${randomBytes(6).toString('hex')}`;
}
