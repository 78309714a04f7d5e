/** Account activity model: dated transactions with exact integer amounts and running balances. */

import { addDays, isoToDay } from './format.ts';
import type { Rng } from './prng.ts';

export interface SynthTx {
  /** ISO date the row is dated (transaction / booking date). */
  date: string;
  /** ISO posting / value date when the layout prints a second date. */
  postDate: string | null;
  /** Short payment-type code (DD, SO, VIS …) when the layout prints one; part of the description. */
  type: string | null;
  /** Description as printed, lines joined by single spaces (wrapping is the layout's business). */
  description: string;
  /** Minor units, negative when money leaves the holder. */
  amount: number;
  /** Running balance after this transaction, minor units. */
  balance: number;
}

export type Locale = 'en' | 'us' | 'de' | 'fr' | 'es' | 'in' | 'ch';

const SYL = [
  'ka',
  'lo',
  'mer',
  'tin',
  'sa',
  'ro',
  'vel',
  'den',
  'qu',
  'ix',
  'bar',
  'no',
  'tre',
  'lu',
];

/** A made-up but pronounceable word, like the scrambled names of the anonymised corpus. */
export function fakeWord(rng: Rng, min = 2, max = 3): string {
  const n = rng.int(min, max);
  let w = '';
  for (let i = 0; i < n; i++) w += rng.pick(SYL);
  return w;
}

const VOCAB: Record<Locale, { out: string[]; in: string[]; places: string[] }> = {
  en: {
    out: [
      'TESCO STORES',
      'SAINSBURYS S/MKTS',
      'AMAZON MKTPLACE',
      'TFL TRAVEL CH',
      'BRITISH GAS',
      'THAMES WATER',
      'COUNCIL TAX',
      'NETFLIX.COM',
      'COSTA COFFEE',
      'SHELL ',
      'VODAFONE LTD',
      'AVIVA INSURANCE',
      'PRET A MANGER',
      'BOOTS THE CHEMIST',
      'ARGOS LTD',
    ],
    in: ['SALARY', 'HMRC TAX REFUND', 'INTEREST', 'TRANSFER FROM SAVINGS', 'REFUND'],
    places: ['LONDON', 'LEEDS', 'BRISTOL', 'YORK', 'BARNSLEY', 'CARDIFF', 'GLASGOW'],
  },
  us: {
    out: [
      'WALMART SUPERCENTER',
      'SHELL OIL',
      'AMAZON.COM',
      'COMCAST CABLE',
      'VERIZON WIRELESS',
      'STARBUCKS STORE',
      'TARGET T-',
      'CHEVRON',
      'PG&E WEB ONLINE',
      'GEICO AUTO',
      'COSTCO WHSE',
      'UBER TRIP',
      'CVS/PHARMACY',
    ],
    in: [
      'PAYROLL DIR DEP',
      'MOBILE DEPOSIT',
      'ZELLE FROM',
      'IRS TREAS 310 TAX REF',
      'INTEREST PAYMENT',
      'ONLINE TRANSFER FROM SAV',
    ],
    places: ['SAN DIEGO CA', 'AUSTIN TX', 'DENVER CO', 'SEATTLE WA', 'BOSTON MA', 'CHICAGO IL'],
  },
  de: {
    out: [
      'REWE Markt',
      'EDEKA',
      'Stadtwerke',
      'Miete',
      'Deutsche Telekom',
      'Lastschrift Vodafone',
      'ALDI SUED',
      'Rundfunkbeitrag',
      'Kartenzahlung DM Drogerie',
      'Allianz Versicherung',
      'Bargeldauszahlung',
    ],
    in: ['Gehalt', 'Gutschrift Überweisung', 'Erstattung', 'Zinsen', 'Kindergeld'],
    places: ['Berlin', 'München', 'Köln', 'Hamburg', 'Leipzig'],
  },
  fr: {
    out: [
      'CARTE CARREFOUR',
      'PRLV EDF',
      'PRLV SFR',
      'LOYER',
      'CARTE MONOPRIX',
      'RETRAIT DAB',
      'PRLV FREE MOBILE',
      'CARTE SNCF',
      'COTISATION CARTE',
      'PRLV ASSURANCE MAIF',
    ],
    in: ['VIR SALAIRE', 'VIR CAF', 'REMBOURSEMENT SECU', 'VIR RECU', 'INTERETS'],
    places: ['PARIS', 'LYON', 'NANTES', 'LILLE', 'BORDEAUX'],
  },
  es: {
    out: [
      'COMPRA MERCADONA',
      'RECIBO IBERDROLA',
      'RECIBO MOVISTAR',
      'ALQUILER',
      'COMPRA EL CORTE INGLES',
      'RETIRADA CAJERO',
      'RECIBO SEGURO MAPFRE',
      'COMPRA CARREFOUR',
      'COMISION MANTENIMIENTO',
    ],
    in: ['NOMINA', 'TRANSFERENCIA RECIBIDA', 'BIZUM RECIBIDO', 'DEVOLUCION', 'INTERESES'],
    places: ['MADRID', 'SEVILLA', 'VALENCIA', 'BILBAO', 'MALAGA'],
  },
  in: {
    out: [
      'UPI/SWIGGY',
      'UPI/ZOMATO',
      'ATM WDL',
      'NEFT DR',
      'POS AMAZON PAY',
      'BILL PAY ELECTRICITY',
      'EMI HDFC LOAN',
      'IMPS P2A',
      'UPI/PAYTM',
      'RENT TRANSFER',
    ],
    in: ['SALARY CREDIT', 'NEFT CR', 'INTEREST CREDIT', 'UPI CR', 'CASH DEPOSIT'],
    places: ['MUMBAI', 'PUNE', 'BENGALURU', 'CHENNAI', 'DELHI'],
  },
  ch: {
    out: [
      'Einkauf Migros',
      'Einkauf Coop',
      'Zahlung Swisscom',
      'Miete',
      'Krankenkasse CSS',
      'Bezug Bancomat',
      'SBB Billett',
      'Zahlung Steueramt',
    ],
    in: ['Lohn', 'Gutschrift', 'Rückerstattung', 'Zins'],
    places: ['Zürich', 'Bern', 'Basel', 'Genève', 'Luzern'],
  },
};

export interface GenOptions {
  locale: Locale;
  start: string;
  end: string;
  count: number;
  opening: number;
  /** Share of credits (money in). */
  creditShare?: number;
  /** Lowest balance allowed; below it a debit becomes a credit. */
  floor?: number;
  /** Probability that a description is long enough to wrap. */
  longShare?: number;
  /** UK-style type codes. */
  typeCodes?: { out: string[]; in: string[] };
  /** Max debit in minor units. */
  maxDebit?: number;
}

function logUniform(rng: Rng, min: number, max: number): number {
  return Math.round(Math.exp(rng.float(Math.log(min), Math.log(max))));
}

export function describe(rng: Rng, locale: Locale, credit: boolean, long: boolean): string {
  const v = VOCAB[locale];
  const base = rng.pick(credit ? v.in : v.out).trim();
  const parts = [base];
  if (rng.chance(0.5)) parts.push(rng.pick(v.places));
  if (rng.chance(0.35)) parts.push(fakeWord(rng).toUpperCase());
  if (long) {
    parts.push(`REF ${rng.int(100000, 9999999)}`);
    parts.push(fakeWord(rng, 2, 4).toUpperCase());
    parts.push(rng.pick(v.places));
    if (rng.chance(0.5)) parts.push(`${fakeWord(rng).toUpperCase()} ${rng.int(10, 9999)}`);
  } else if (rng.chance(0.3)) parts.push(String(rng.int(1000, 999999)));
  return parts.join(' ');
}

export function generateTransactions(rng: Rng, o: GenOptions): SynthTx[] {
  const d0 = isoToDay(o.start);
  const span = Math.max(0, isoToDay(o.end) - d0);
  const days: number[] = [];
  for (let i = 0; i < o.count; i++) days.push(rng.int(0, span));
  days.sort((a, b) => a - b);
  let balance = o.opening;
  const floor = o.floor ?? 0;
  const out: SynthTx[] = [];
  for (const day of days) {
    let credit = rng.chance(o.creditShare ?? 0.25);
    let amount = credit
      ? logUniform(rng, 500, 350_000)
      : logUniform(rng, 99, Math.max(200, o.maxDebit ?? 150_000));
    if (!credit && balance - amount < floor) credit = true;
    if (credit && rng.chance(0.1)) amount = rng.int(1, 99) * 100; // round amounts happen
    const signed = credit ? amount : -amount;
    balance += signed;
    const type = o.typeCodes ? rng.pick(credit ? o.typeCodes.in : o.typeCodes.out) : null;
    out.push({
      date: addDays(o.start, day),
      postDate: null,
      type,
      description: describe(rng, o.locale, credit, rng.chance(o.longShare ?? 0.15)),
      amount: signed,
      balance,
    });
  }
  return out;
}
