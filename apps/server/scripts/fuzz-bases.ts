/**
 * The well-formed statements the fuzzer damages: small text PDFs of a few layout families (one
 * page each, so a mutation that loses the text layer costs one page of OCR) and a few page
 * images shrunk to a width OCR reads quickly. Made by @bsp/synth, deterministically.
 */
import { generateStatement } from '@bsp/synth';
import { decodePDFRawStream, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import type { FuzzBase } from '../src/security/fuzz.ts';

const PDF_FAMILIES = [
  'uk-current',
  'us-checking',
  'de-giro',
  'fr-compte',
  'credit-card',
  'in-lakh',
];
const IMAGE_FAMILIES = ['uk-current', 'us-checking'];

/**
 * The same PDF with its Flate streams stored decoded: a mutation then lands in the page's text
 * operators (amounts, dates, fonts) instead of wrecking a whole compressed stream — the parser's
 * reading is fuzzed, not only zlib, and a case rarely falls back to OCR (cheap in CI).
 */
export async function uncompressedPdf(bytes: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes);
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    if (object.dict.get(PDFName.of('Filter'))?.toString() !== '/FlateDecode') continue;
    const decoded = decodePDFRawStream(object).decode();
    const dict = object.dict.clone(doc.context);
    dict.delete(PDFName.of('Filter'));
    dict.delete(PDFName.of('DecodeParms'));
    dict.set(PDFName.of('Length'), doc.context.obj(decoded.length));
    doc.context.assign(ref, PDFRawStream.of(dict, decoded));
  }
  return doc.save({ useObjectStreams: false });
}

/**
 * `compressed`: also the PDFs as made (Flate content streams); `images`: also page images
 * (PNG and JPEG, 900 px wide). CI's short run takes the uncompressed PDFs only.
 */
export async function fuzzBases(
  options: { images?: boolean; compressed?: boolean } = {},
): Promise<FuzzBase[]> {
  const bases: FuzzBase[] = [];
  for (const family of PDF_FAMILIES) {
    const s = await generateStatement({ seed: `fuzz-${family}`, family, kind: 'text', pages: 1 });
    const pdf = s.files[0]!.bytes;
    bases.push({ name: `${family}-plain.pdf`, kind: 'pdf', bytes: await uncompressedPdf(pdf) });
    if (options.compressed !== false)
      bases.push({ name: `${family}.pdf`, kind: 'pdf', bytes: pdf });
  }
  if (options.images !== false) {
    for (const family of IMAGE_FAMILIES) {
      const s = await generateStatement({ seed: `fuzz-${family}`, family, kind: 'image' });
      const small = await sharp(s.files[0]!.bytes)
        .resize({ width: 900 })
        .greyscale()
        .png()
        .toBuffer();
      bases.push({ name: `${family}.png`, kind: 'image', bytes: new Uint8Array(small) });
      const jpeg = await sharp(s.files[0]!.bytes)
        .resize({ width: 900 })
        .jpeg({ quality: 70 })
        .toBuffer();
      bases.push({ name: `${family}.jpg`, kind: 'image', bytes: new Uint8Array(jpeg) });
    }
  }
  return bases;
}
