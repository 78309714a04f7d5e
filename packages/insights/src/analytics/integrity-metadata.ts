/** Integrity signals from PDF metadata: a late modification, or editing software in a bank's file. */
import {
  type DocumentMetadata,
  type IntegritySignal,
  integritySignal,
} from './integrity-signal.ts';

const EDITORS =
  /photoshop|illustrator|pdfescape|sejda|ilovepdf|smallpdf|foxit phantompdf|microsoft(?:®)?\s*word|pdf-xchange editor|nitro pro|pdfelement|canva|inkscape|gimp/i;

/** PDF "D:YYYYMMDDHHmmSS+HH'mm'" or ISO → epoch ms; null when unreadable. */
export function parsePdfDate(value: string | null | undefined): number | null {
  if (!value) return null;
  const pdf = /^D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(Z|[+-]\d{2}'?\d{2}'?)?/.exec(
    value.trim(),
  );
  if (!pdf) {
    const iso = Date.parse(value);
    return Number.isNaN(iso) ? null : iso;
  }
  const [, y, mo = '01', d = '01', h = '00', mi = '00', s = '00', zone = 'Z'] = pdf;
  const offset =
    zone === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.replace(/'/g, '').slice(3, 5) || '00'}`;
  const ms = Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}${offset}`);
  return Number.isNaN(ms) ? null : ms;
}

export function metadataSignals(
  meta: DocumentMetadata | undefined,
  claimedBank: string | null | undefined,
): IntegritySignal[] {
  if (!meta) return [];
  const found: IntegritySignal[] = [];
  const created = parsePdfDate(meta.creationDate);
  const modified = parsePdfDate(meta.modDate);
  if (created !== null && modified !== null && modified - created > 86_400_000) {
    const days = Math.floor((modified - created) / 86_400_000);
    found.push(
      integritySignal('modified-after-creation', 'The file was modified after it was created', [
        `Created ${new Date(created).toISOString()}, modified ${new Date(modified).toISOString()} (${days} days later).`,
      ]),
    );
  }
  const tools = [meta.producer, meta.creator].filter(
    (tool): tool is string => !!tool && EDITORS.test(tool),
  );
  if (claimedBank && tools.length) {
    found.push(
      integritySignal(
        'editing-software',
        'Made or saved with editing software',
        tools.map(
          (tool) =>
            `The file presents itself as from ${claimedBank} but names "${tool}" as its producer or creator.`,
        ),
      ),
    );
  }
  return found;
}
