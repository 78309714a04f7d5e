/**
 * Who issued the statement and who holds the account, from the first page's layout: the bank's
 * name in the letterhead (or the legal name its footer prints), the holder as the first
 * name-like line of the address block (a name over a street and a postcode). Nothing here knows
 * a particular bank.
 */
import { parseDateText } from './dates.ts';
import type { Line, Phrase } from './layout/lines.ts';

const HONORIFIC =
  /^(mr|mrs|ms|miss|dr|mx|sir|herr|frau|m|mme|mlle|sr|sra|srta|sr\.?\(a\))\.?\s+\p{L}/iu;
const CARD_HEADING = /\b(card ending|ending in|card number|card no)\b/i;
/** A Japanese statement's honorific after the name ("NAKAMURA AKIKO SAMA", "… 様"). */
const HONORIFIC_AFTER = /\s+(?:sama|dono|様|殿)$/i;
/** A form letter's gender-neutral salutation ("Sr(a)."): no part of the name. */
const NEUTRAL_SALUTATION = /^sr\.?\(a\)\.?\s+/i;

/** The holder: a line starting with an honorific, else the name heading an address block. */
export function findHolder(first: readonly Line[], bank: string | null = null): string | null {
  const top = first.filter((l) => l.y0 < l.pageHeight * 0.45);
  // (a cardholder's section heading, "MS A SMITH card ending 0443", names a card, not the holder)
  const h = top.find(
    (l) => HONORIFIC.test(l.phrases[0]?.text ?? '') && !CARD_HEADING.test(l.phrases[0]!.text),
  );
  if (h) return h.phrases[0]!.text.replace(NEUTRAL_SALUTATION, '');
  // a Japanese statement names the holder with the honorific after the name ("… SAMA")
  for (const l of top) {
    const t = l.phrases[0]?.text.trim() ?? '';
    if (HONORIFIC_AFTER.test(t)) {
      const name = t.replace(HONORIFIC_AFTER, '');
      if (nameLike(name)) return name;
    }
  }
  // (the letterhead over the bank's own address is no holder)
  const other = (t: string) => !bank || t.trim().toLowerCase() !== bank.toLowerCase();
  for (let i = 0; i < top.length; i++) {
    for (const p of top[i]!.phrases) {
      if (nameLike(p.text) && other(p.text) && headsAddress(top, i, p))
        return p.text.trim().replace(HONORIFIC_AFTER, '');
    }
  }
  return nameUnderLetterhead(top, other, bank);
}

/** Every word capitalised ("Jane Q Doe", "JANE DOE"), joining words aside. */
const CAPITALISED =
  /^(?:\p{Lu}[\p{L}.'’-]*|and|AND|&|y|Y|e|E|et|und)(?:\s+(?:\p{Lu}[\p{L}.'’-]*|and|AND|&|y|Y|e|E|et|und))+$/u;

/**
 * A name set right under the letterhead, where an envelope's window shows it, with no address
 * under it (app, wallet and card statements): the first phrase of the next three lines, flush
 * with the letterhead, that reads as a capitalised name and nothing else.
 */
function nameUnderLetterhead(
  top: readonly Line[],
  other: (t: string) => boolean,
  bank: string | null,
): string | null {
  // (the letterhead is the line naming the bank, under a browser's print header if need be)
  const named = bank
    ? top.findIndex((l) =>
        l.phrases.some((p) => p.text.trim().toLowerCase() === bank.toLowerCase()),
      )
    : -1;
  const at = named >= 0 && named <= 2 ? named : 0;
  const head = top[at]?.phrases[0];
  if (!head) return null;
  for (const l of top.slice(at + 1, at + 4)) {
    if (l.y0 > l.pageHeight * 0.2) break;
    const p = l.phrases[0]!;
    if (Math.abs(p.x0 - head.x0) > l.height) continue;
    const t = p.text.trim();
    if (nameLike(t) && CAPITALISED.test(t) && other(t)) return t;
  }
  return null;
}

/** Words that make a line something else than a person's or firm's name. */
const NOT_NAME =
  /\b(statement|account|transaction|transactions|details|page|date|period|balance|summary|customer|service|services|telephone|phone|tel|fax|email|e-mail|www|http|branch|sort|iban|bic|swift|number|total|opening|closing|payment|minimum|credit|debit|interest|overdraft|limit|dear|checking|chequing|current|savings|banking|kontoauszug|releve|relevé|extracto|seite|konto|compte|cuenta|card|cards|tarjeta|mastercard|visa|prepaid|payroll|saldo|solde|kartu|rekening|hesap|ucet|účet|vypis|výpis|mutasi|ekstre|ekstresi|cartão|carte|karte|kreditkarte|kcu|kcp|cabang|sube|şube|sucursal|filiale|agence|pobocka|pobočka)\b/iu;

/** 2–6 words of letters (initials, "&", apostrophes, hyphens), no digits, no label. */
function nameLike(text: string): boolean {
  const t = text.trim();
  if (t.length < 4 || t.length > 60 || /[\d:@/]/.test(t)) return false;
  if (!/^\p{L}[\p{L}.'’&,-]*(\s+[\p{L}&][\p{L}.'’&,-]*){1,8}$/u.test(t)) return false;
  // (more than six words only for joint holders: "A B LUSABAR AND C D TINTIN")
  if (t.split(/\s+/).length > 6 && !/\s(?:and|AND|&|et|ET|und|UND|y|Y)\s/.test(t)) return false;
  return !NOT_NAME.test(t) && !BANK_WORDS.test(t);
}

const STREET =
  /^((house|plot|flat|shop|office|bldg|building|block|blk|villa)\s*(no\.?|#)?\s*\d|(jl|jln|jalan|soi|moo)\.?\s+\p{L}|\p{L}[\p{L} .'-]*\s\d{1,5}(\/\d+)?[a-z]?,\s*(piso|dpto|depto|of|oficina|local|int)\b|\p{L}[\p{L}'-]*\s\d{1,5}\/\d{1,5}$|\d+[a-z]?(-\d+){0,2},?\s+\p{L}|(cra|carrera|calle|cll|av|avda|avenida|diagonal|transversal)\.?\s+[\p{L}\d]|p\.?\s?o\.?\s+box\b|postfach\b|apartado\b|(flat|apt\.?|apartment|unit|suite)\s+\d|\p{L}[\p{L}.-]*(stra(ss|ß)e|str\.|weg|gasse|platz|allee|v[äa]gen|veien|vegen|vej|gatan|gata|gate|straat|laan|plein|gracht)\s+\d|(ul|al|os)\.\s+\p{L}|no\.?\s*\d+[a-z]?,\s*\p{L}|(rua|travessa|alameda|jr|jiron|pasaje|psje)\.?\s+\p{L}|\p{L}[\p{L} .'-]*,\s*\d{1,5}[a-z]?$)/iu;
/** An e-mail address, a phone number or a payment handle under a name (app and wallet statements). */
const CONTACT_LINE =
  /^[\w.+-]+@[\w-]+\.[\w.]+$|^(?:\+\d{1,3}[ -]?|\(?0?\d{2,4}\)?[ -])\d[\d -]{5,}\d$|^0\d{9,10}$|^\$[A-Za-z][\w-]{2,}$/;
/** "01-07-2022": a date, no phone number. */
const DATE_LIKE = /^\d{1,4}[-./]\d{1,2}[-./]\d{2,4}$/;
const POSTCODE =
  /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b|\b[A-Z]{2}\s+\d{5}(-\d{4})?\b|^\d{4,5}\s+\p{Lu}|^\d{3}\s\d{2}\s+\p{Lu}|^\d{2}-\d{3}\s+\p{Lu}|,?\s\d{3}-\d{4}$/u;

/**
 * Whether phrase `p` of line `i` is the first line of an address block: the lines tight below
 * it, starting where it starts, reach a street or a postcode within four lines.
 */
function headsAddress(lines: readonly Line[], i: number, p: Phrase): boolean {
  let bottom = lines[i]!.y1;
  const h = lines[i]!.height;
  for (let j = i + 1; j < lines.length && j <= i + 6; j++) {
    const l = lines[j]!;
    if (l.page !== lines[i]!.page || l.y0 - bottom > h * 1.8) return false;
    const q = l.phrases.find((x) => Math.abs(x.x0 - p.x0) < h * 0.8);
    if (!q) continue;
    const t = q.text.trim();
    // (a date is no street: "04 OUT 2020" heading a day's entries)
    if (parseDateText(t)) return false;
    if (STREET.test(t) || POSTCODE.test(t) || (CONTACT_LINE.test(t) && !DATE_LIKE.test(t)))
      return true;
    bottom = l.y1;
  }
  return false;
}

/** A brand and the company it trades for, as small print says it. */
const TRADING_NAME =
  /^([\p{L}][\p{L}&' -]{1,40}?) is (?:a )?(?:(?:business|trading|brand) name|division) of /u;

export const BANK_WORDS =
  /\b(bank|banking group|banking corporation|banco|banque|bancorp|bankshares|credit union|building society|sparkasse|volksbank|raiffeisen|caisse|caixa|savings and loan|trust company|federal credit|financial|banca|banka|bankasi|bankası|card services|sporitelna|spořitelna|sporiteľňa|pankki)\b|\p{L}{3,}(bank|sparkasse)\b/iu;
/** "Crédit Agricole", "CRÉDIT MUTUEL" (the English "Credit Limit" is no bank). */
const CREDIT_BANK = /\b(Crédit\s+\p{Lu}|CRÉDIT\s+\p{Lu})/u;
/** A bank word printed as a phrase of its own: a logo set apart ("LOQUSA  BANK"), or a label. */
const LONE_BANK_WORD = /^(bank|banco|banque|banca)[,.]?$/i;
const LEGAL_FORM = /^(N\.A\.|plc|PLC|Ltd\.?|Limited|AG|SA|S\.A\.)$/;

/** A date and an amount on one line: a transaction's, no letterhead's. */
const DATED_MONEY = /\b\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?\b.*\d[.,]\d\d\b/;

/** What may follow a bank's name after a comma and still be its name: a legal form. */
const LEGAL_TAIL =
  /^(?:N\.A\.|National Association|S\.A\.|SA\b|Inc\.?|Ltd\.?|Limited|plc|PLC|AG\b|a\.s\.|S\.p\.A\.|GmbH|Institución|Institucion|S\.A\.B\.|Federal Savings)/i;

/** "Example Bank, America's Most Convenient Bank": the slogan after the comma is no name. */
function withoutTagline(t: string): string {
  const at = t.indexOf(', ');
  if (at < 0 || !BANK_WORDS.test(t.slice(0, at))) return t;
  return LEGAL_TAIL.test(t.slice(at + 2)) ? t : t.slice(0, at);
}

/** A card product printed after the bank's name ("Example Bank Cash Back Visa"): not the name. */
const CARD_PRODUCT_AFTER =
  /^(.*\b(?:Bank|BANK|bank|Banco|BANCO|Banque|BANQUE))\s+(?:[\p{L}'’-]+\s+){0,3}(?:Visa|VISA|Mastercard|MasterCard|MASTERCARD|Amex|AMEX)(?:\s+[\p{L}'’-]+){0,2}$/u;

/** Words that join a bank word to its name ("Bank of …", "Banco de …"). */
const CONNECTOR = /^(of|de|du|des|di|del|do|da|der|van)$/i;

/** The lone bank word joined with the name printed just left of it (and a legal form after). */
function withNameParts(phrases: readonly Phrase[], k: number): string | null {
  const prev = phrases[k - 1];
  const p = phrases[k]!;
  const next = phrases[k + 1];
  const gap = (a: Phrase, b: Phrase) => b.x0 - a.x1 < (b.y1 - b.y0) * 3;
  const nameWords = (q: Phrase) =>
    /^\p{L}[\p{L}&'’.-]*( [\p{L}&][\p{L}&'’.-]*){0,2}$/u.test(q.text);
  const form = (q: Phrase | undefined) => !!q && gap(p, q) && LEGAL_FORM.test(q.text.trim());
  // "Example | Bank, | N.A.": the name before the word, a legal form after it
  if (prev && gap(prev, p) && nameWords(prev))
    return [prev.text, p.text, form(next) ? next!.text : ''].join(' ').trim();
  // "Banque | Exemple", "Bank | of | Example" (spaced out letterhead): the name after it
  const after: string[] = [];
  let last = p;
  for (let k = 1; k <= 3; k++) {
    const q = phrases[phrases.indexOf(p) + k];
    if (!q || !gap(last, q) || !nameWords(q) || form(q) || NOT_NAME.test(q.text)) break;
    after.push(q.text.trim());
    last = q;
    if (!CONNECTOR.test(q.text.trim())) break;
  }
  if (after.length > 0 && !CONNECTOR.test(after[after.length - 1]!))
    return `${p.text.trim()} ${after.join(' ')}`;
  return null;
}

/** A legal form closing a brand ("…, N.A.", "… Inc."). */
const BRAND_LEGAL_FORM = /,?\s+(?:N\.A\.|Inc\.?|Ltd\.?|LLC|plc|PLC|S\.A\.|AG)$/;

/** Words a card issuer's brand carries after its own name. */
const BRAND_KIND_WORDS = /\s+(?:credit\s+)?(?:card|cards|service|services)\b/gi;

/**
 * The brand a letterhead prints first, top left, without any bank word ("KAKASA", "Example-Pay"):
 * 1–4 words of letters on the page's first line, no label, title or honorific.
 */
function letterheadBrand(first: readonly Line[]): string | null {
  const l = first[0];
  const p = l?.phrases[0];
  if (!l || !p || l.y0 > l.pageHeight * 0.12) return null;
  const t = p.text.trim();
  // (a card issuer's brand may say what it is: "Example Card", "Example Credit Service")
  const own = t.replace(BRAND_KIND_WORDS, '').trim();
  if (t.length < 3 || own.length < 3 || HONORIFIC.test(t) || NOT_NAME.test(own)) return null;
  // (a legal form may follow: "Example One, N.A.")
  const name = t.replace(BRAND_LEGAL_FORM, '');
  return /^\p{L}[\p{L}&'’.-]*( [\p{L}&][\p{L}&'’.-]*){0,3}$/u.test(name) ? t : null;
}

/** A company's legal form after its name, in small print ("…, société coopérative", "… S.p.A."). */
const LEGAL_FORM_AFTER =
  /^,?\s+(?:S\.p\.A\.|SpA|S\.A\.|SA(?!\p{L})|SA\/NV|NV(?!\p{L})|N\.V\.|a\.s\.|AG(?!\p{L})|GmbH|plc(?!\p{L})|PLC(?!\p{L})|Ltd(?!\p{L})|Limited(?!\p{L})|Inc(?!\p{L})|LLC(?!\p{L})|S\.L\.|société(?!\p{L})|sociedad(?!\p{L})|societ[àa](?!\p{L})|hf\.|AB(?!\p{L})|ASA(?!\p{L})|A\/S(?!\p{L})|Oyj(?!\p{L}))/u;

/**
 * The letterhead's first phrase when small print gives it a legal form ("CREDIT EXAMPLE,
 * société coopérative…", "Example Carte S.p.A. – Sede legale…"): a registered company's name,
 * even without a bank word and though it holds a word like "credit" or "carte".
 */
function registeredLetterhead(first: readonly Line[]): string | null {
  const l = first[0];
  const t = l?.phrases[0]?.text.trim();
  if (!l || !t || l.y0 > l.pageHeight * 0.12 || t.length < 3 || /\d|:/.test(t)) return null;
  if (!/^\p{Lu}[\p{L}&'’.-]*( [\p{L}&][\p{L}&'’.-]*){0,4}$/u.test(t) || HONORIFIC.test(t))
    return null;
  for (const other of first.slice(1)) {
    const at = other.text.indexOf(t);
    if (at >= 0 && LEGAL_FORM_AFTER.test(other.text.slice(at + t.length))) return t;
  }
  return null;
}

/** A web or e-mail address, a phone number: contact details, not the name itself. */
const CONTACT = /www\.|@|\.(com|net|org|co|de|fr|es|ch)\b|\d{3}/i;

/** A bank's registered name in running text: capitalised words ending in a bank word (+ form). */
const LEGAL_NAME =
  /(?:\p{Lu}[\p{L}&'’.-]*\s+){0,3}(?:\p{Lu}\p{L}*(?:bank|sparkasse)|Bank|BANK|Building Society|Credit Union|Sparkasse)(,?\s+(?:plc|PLC|AG|SA|S\.A\.|N\.A\.|Ltd\.?|Limited|Inc\.?|UK|Europe))?/u;
/** Wording of the regulatory small print that names the issuer. */
const SMALL_PRINT =
  /authori[sz]ed|regulated|registered|member fdic|trading name|issued by|a division of|equal housing/i;

/**
 * The bank's name: a short letterhead phrase with a bank word (top 30 % of the first page); else
 * the legal name a footer or small print names ("… Bank plc is authorised by …"); else the web
 * domain of the letterhead, as a hint.
 */
export function findBankName(first: readonly Line[]): string | null {
  for (const l of first) {
    // (a row's text, "Top-up from card of another bank", sits on a line with a date and money)
    if (l.y0 > l.pageHeight * 0.3 || DATED_MONEY.test(l.text)) continue;
    for (const [k, p] of l.phrases.entries()) {
      // ("Example Bank plc, 1 High Street, Town": the name before the address)
      // ("Issued by Example Bank USA": the issuer named in a sentence's end)
      const t = p.text
        .split(/,\s+(?=\d)| [-–|] /)[0]!
        .replace(/^issued by\s+/i, '')
        .trim();
      // (a long registered name counts its words before the legal form: "Banco X, S.A.,
      // Institución de Banca Múltiple")
      if (t.split(/,\s/)[0]!.split(/\s+/).length > 6 || CONTACT.test(t)) continue;
      // (a row's wording, "from TINVELBAR BANK NEW YORK", starts with a lower-case preposition;
      // a letterhead does not — though a brand may be lower-case: "comdirect bank")
      if (/^(?:from|to|via|by|for|von|an|nach|à|para|per)\s/.test(t)) continue;
      if (!BANK_WORDS.test(t) && !CREDIT_BANK.test(t)) continue;
      if (/statement|account|your|member fdic|interest|earned|\bthis\b|\brate\b|\byear\b/i.test(t))
        continue;
      if (!LONE_BANK_WORD.test(t)) return withoutTagline(t).replace(CARD_PRODUCT_AFTER, '$1');
      const joined = withNameParts(l.phrases, k);
      if (joined) return joined;
    }
  }
  const confirmed = registeredLetterhead(first);
  if (confirmed) return confirmed;
  const brand = letterheadBrand(first);
  // "LOIX is a business name of Example Bank Australia Limited": the statement goes by LOIX
  for (const l of first) {
    const m = TRADING_NAME.exec(l.text);
    if (m?.[1] && (!brand || m[1].toLowerCase() === brand.toLowerCase())) return m[1];
  }
  for (const l of first) {
    // (small print, not a row: "Transfer to Example Bank 12.00" names someone else's bank)
    if (l.y0 < l.pageHeight * 0.3 || l.words.length < 4 || /\d[.,]\d\d\b/.test(l.text)) continue;
    const m = LEGAL_NAME.exec(l.text);
    if (!m || m[0].trim().split(/\s+/).length < 2) continue;
    // (a sentence's end inside it: "… Group Limited. Registered Bank" is no name)
    if (/\p{L}{4,}\.\s/u.test(m[0])) continue;
    // the letterhead's brand that the legal name starts with is how the statement names it
    if (brand && m[0].toLowerCase().startsWith(`${brand.toLowerCase()} `)) return brand;
    if (m[1] || SMALL_PRINT.test(l.text)) return m[0].trim();
  }
  if (brand) return brand;
  // a web address in the letterhead: www.example-bank.co.uk → "EXAMPLE-BANK" (a hint only)
  for (const l of first) {
    const m = /\bwww\.([a-z0-9-]+)\./i.exec(l.text);
    if (m?.[1] && l.y0 < l.pageHeight * 0.4) {
      const name = m[1];
      return name.length <= 5 ? name.toUpperCase() : name[0]!.toUpperCase() + name.slice(1);
    }
  }
  return null;
}
