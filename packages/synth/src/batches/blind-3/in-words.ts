/** Indian bank narrations: UPI / NEFT / IMPS / ATM / POS references as the banks print them. */
import type { Rng } from '../../prng.ts';
import { digits, word } from './common.ts';

const PSP = ['okaxis', 'oksbi', 'okhdfcbank', 'ybl', 'paytm', 'ibl', 'axl', 'upi'];
const IFSC = ['HDFC', 'ICIC', 'SBIN', 'UTIB', 'KKBK', 'PUNB', 'BARB', 'YESB', 'IDIB'];
const MERCHANTS = [
  'SWIGGY',
  'ZOMATO',
  'BIGBASKET',
  'BLINKIT',
  'RELIANCE RETAIL',
  'DMART',
  'IRCTC',
  'UBER INDIA',
  'OLA CABS',
  'BOOKMYSHOW',
  'AIRTEL PAYMENTS',
  'JIO PREPAID',
  'TATA POWER',
  'BESCOM',
  'MYNTRA',
];
const CITIES = ['MUMBAI', 'PUNE', 'BENGALURU', 'CHENNAI', 'NEW DELHI', 'HYDERABAD', 'KOLKATA'];

export const ifsc = (rng: Rng): string => `${rng.pick(IFSC)}000${digits(rng, 4)}`;
export const person = (rng: Rng): string => `${word(rng)} ${word(rng)}`.toUpperCase();
export const city = (rng: Rng): string => rng.pick(CITIES);

/** HDFC-style hyphenated narration. */
export function hyphenNarration(rng: Rng, credit: boolean): string {
  const r = rng.next();
  if (credit) {
    if (r < 0.3)
      return `UPI-${person(rng)}-${word(rng).toLowerCase()}@${rng.pick(PSP)}-${ifsc(rng)}-${digits(rng, 12)}-UPI`;
    if (r < 0.55)
      return `NEFT CR-${ifsc(rng)}-${word(rng).toUpperCase()} ${rng.pick(['TECHNOLOGIES', 'INFOTECH', 'SERVICES'])} PVT LTD-${person(rng)}-${rng.pick(['CITIN', 'N', 'SBIN'])}${digits(rng, 11)}`;
    if (r < 0.7)
      return `IMPS-${digits(rng, 12)}-${person(rng)}-${rng.pick(IFSC)}-XXXXXXXX${digits(rng, 4)}-${rng.pick(['RENT SHARE', 'LOAN', 'GIFT', 'IMPS'])}`;
    if (r < 0.8) return `CREDIT INTEREST CAPITALISED`;
    if (r < 0.9) return `CASH DEPOSIT BY - SELF - ${city(rng)}`;
    return `REV-UPI-${digits(rng, 12)}-${rng.pick(MERCHANTS)}`;
  }
  if (r < 0.45) {
    const m = rng.pick(MERCHANTS);
    return `UPI-${m}-${m.toLowerCase().replace(/ /g, '')}@${rng.pick(PSP)}-${ifsc(rng)}-${digits(rng, 12)}-${rng.pick(['PAYMENT FROM PHONE', 'UPI', 'COLLECT REQUEST', 'PAY TO MERCHANT'])}`;
  }
  if (r < 0.55)
    return `ATW-${digits(rng, 6)}XXXXXX${digits(rng, 4)}-S1AN${digits(rng, 4)}-${city(rng)}`;
  if (r < 0.67) return `POS ${digits(rng, 6)}XXXXXX${digits(rng, 4)} ${rng.pick(MERCHANTS)}`;
  if (r < 0.75)
    return `NEFT DR-${ifsc(rng)}-${person(rng)}-NETBANK, MUM-N${digits(rng, 12)}-${rng.pick(['RENT', 'FEES', 'SCHOOL'])}`;
  if (r < 0.83) return `ACH D- ${word(rng).toUpperCase()} FINANCE LTD-${digits(rng, 10)}`;
  if (r < 0.9) return `EMI ${digits(rng, 8)} CHQ S${digits(rng, 7)} ${digits(rng, 4)}`;
  return `IMPS-${digits(rng, 12)}-${person(rng)}-${rng.pick(IFSC)}-XXXXXXXX${digits(rng, 4)}-${rng.pick(['RENT', 'MAID', 'FAMILY'])}`;
}

/** SBI-style "TO/BY TRANSFER-UPI/DR/…" description and its reference column text. */
export function slashNarration(rng: Rng, credit: boolean): [string, string] {
  const r = rng.next();
  const ref = `TRANSFER ${credit ? 'FROM' : 'TO'} ${digits(rng, 13)}`;
  if (r < 0.5) {
    const name = rng.chance(0.5) ? person(rng) : rng.pick(MERCHANTS);
    return [
      `${credit ? 'BY' : 'TO'} TRANSFER-UPI/${credit ? 'CR' : 'DR'}/${digits(rng, 12)}/${name}/${rng.pick(IFSC)}/${word(rng).toLowerCase()}@${rng.pick(PSP)}/${rng.pick(['Payment', 'UPI', 'Sent'])}--`,
      ref,
    ];
  }
  if (r < 0.65 && credit)
    return [
      `BY TRANSFER-NEFT*${ifsc(rng)}*${rng.pick(['CMS', 'N', 'AXISCN'])}${digits(rng, 9)}*${person(rng)}--`,
      ref,
    ];
  if (r < 0.65)
    return [`TO TRANSFER-INB IMPS/P2A/${digits(rng, 12)}/${person(rng)}/${rng.pick(IFSC)}--`, ref];
  if (r < 0.75 && !credit) return [`ATM WDL-ATM CASH ${digits(rng, 4)} ${city(rng)}`, ''];
  if (r < 0.8 && !credit)
    return [`DEBIT-ATMCard AMC ${digits(rng, 3)}XXXXXXXX${digits(rng, 4)}`, ''];
  if (r < 0.85 && credit) return ['CREDIT INTEREST--', ''];
  if (r < 0.9) return [`${credit ? 'BY' : 'TO'} CLEARING-${person(rng)}`, `${digits(rng, 6)}`];
  return [
    `${credit ? 'BY' : 'TO'} TRANSFER-IMPS/${digits(rng, 12)}/${person(rng)}/${rng.pick(IFSC)}--`,
    ref,
  ];
}
