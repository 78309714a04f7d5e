/**
 * Text the standard PDF fonts can draw. Helvetica encodes WinAnsi only (about 218 characters):
 * pdf-lib throws on anything else, so every string goes through `pdfSafeText` first. Accents are
 * stripped ("é" stays: WinAnsi has it; "ą" → "a"), a few letters and symbols are transliterated,
 * invisible joiners vanish and whatever is left becomes "?" — a report never fails on a "₹" or 🙂.
 */
import { formatMoney } from '@bsp/shared/money';

/** Letters and symbols that Unicode decomposition does not reduce to WinAnsi. */
const TRANSLITERATIONS: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ħ: 'h',
  Ħ: 'H',
  ı: 'i',
  ŀ: 'l',
  Ŀ: 'L',
  ſ: 's',
  ŧ: 't',
  Ŧ: 'T',
  ĸ: 'k',
  ʼ: '’',
  '\u2212': '-',
  '₹': 'Rs',
  '₽': 'RUB',
  '₺': 'TL',
  '₴': 'UAH',
  '₪': 'ILS',
  '₫': 'VND',
  '₱': 'PHP',
  '₦': 'NGN',
  '₩': 'KRW',
  '₸': 'KZT',
  '₿': 'BTC',
  '¤': '',
};

const CYRILLIC =
  'а:a б:b в:v г:g д:d е:e ё:e ж:zh з:z и:i й:y к:k л:l м:m н:n о:o п:p р:r с:s т:t у:u ф:f х:kh ц:ts ч:ch ш:sh щ:shch ъ: ы:y ь: э:e ю:yu я:ya і:i ї:yi є:ye ґ:g';
for (const pair of CYRILLIC.split(' ')) {
  const [from, to] = pair.split(':') as [string, string];
  TRANSLITERATIONS[from] = to;
  TRANSLITERATIONS[from.toUpperCase()] = to.charAt(0).toUpperCase() + to.slice(1);
}

/** An emoji with its skin-tone modifiers, variation selectors and joined parts: one "?". */
const EMOJI_SEQUENCE =
  /\p{Extended_Pictographic}(?:\p{Emoji_Modifier}|\uFE0F|\u200D\p{Extended_Pictographic})*/gu;
/** Characters that take no space: joiners, variation selectors, byte-order marks. */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD]|\p{Variation_Selector}/gu;
/** Every kind of space and line break draws as a plain space (wrapping splits lines first). */
const SPACE_CLASS = '[\\s\\u00A0\\u2000-\\u200A\\u202F\\u205F\\u3000]';
const SPACES = new RegExp(SPACE_CLASS, 'gu');
const IS_SPACE = new RegExp(SPACE_CLASS, 'u');
const COMBINING = /\p{M}/u;

/** Code points of a font's encoding (`PDFFont.getCharacterSet()`). */
export type Charset = ReadonlySet<number>;

function safeChar(char: string, charset: Charset): string {
  if (charset.has(char.codePointAt(0)!)) return char;
  const mapped = TRANSLITERATIONS[char];
  if (mapped !== undefined) return mapped;
  let stripped = '';
  for (const part of char.normalize('NFKD')) {
    if (COMBINING.test(part)) continue;
    if (charset.has(part.codePointAt(0)!)) stripped += part;
    else if (TRANSLITERATIONS[part] !== undefined) stripped += TRANSLITERATIONS[part];
    else return '?';
  }
  return stripped || '?';
}

/** One line of text every character of which `charset` encodes. */
export function pdfSafeText(text: string, charset: Charset): string {
  const cleaned = text.replace(EMOJI_SEQUENCE, '?').replace(INVISIBLE, '').replace(SPACES, ' ');
  let out = '';
  for (const char of cleaned) out += safeChar(char, charset);
  return out;
}

/** A code Intl does not know ("", "??") prints as a plain amount and the code, never a throw. */
function formatOrPlain(minor: number, currency: string): string {
  try {
    return formatMoney(minor, currency);
  } catch {
    return `${formatMoney(minor, 'XXX')} ${currency}`.trim();
  }
}

/**
 * `formatMoney`, with a symbol the font cannot draw replaced by the currency code:
 * "₹1,234.50" → "INR 1,234.50" (clearer on paper than a transliterated symbol).
 */
export function pdfMoney(minor: number, currency: string, charset: Charset): string {
  const formatted = formatOrPlain(minor, currency);
  let out = '';
  let replaced = false;
  for (const char of formatted) {
    if (charset.has(char.codePointAt(0)!) || IS_SPACE.test(char)) {
      out += char;
      replaced = false;
    } else if (!replaced) {
      out += `${currency.toUpperCase()} `;
      replaced = true;
    }
  }
  return pdfSafeText(out.replace(/ {2,}/g, ' '), charset);
}
