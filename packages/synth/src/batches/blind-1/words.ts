/** Descriptors as North American and UK banks print them (merchants, cities, payment rails). */
import { fakeWord } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { cap, digits } from './kit.ts';

export const US_CITIES = [
  'SAN DIEGO CA',
  'AUSTIN TX',
  'DENVER CO',
  'SEATTLE WA',
  'BOSTON MA',
  'CHICAGO IL',
  'COLUMBUS OH',
  'ATLANTA GA',
  'PHOENIX AZ',
  'BROOKLYN NY',
  'PORTLAND OR',
  'CHARLOTTE NC',
  'TAMPA FL',
];
const US_STORES = [
  'KROGER #',
  'SAFEWAY #',
  'TARGET 000',
  'WALGREENS #',
  'CVS/PHARMACY #',
  'SHELL OIL 5744',
  'CHEVRON 0',
  'HOME DEPOT #',
  'COSTCO WHSE #0',
  'TRADER JOE S #',
  'WHOLEFDS MKT 10',
  'CHIPOTLE ',
  "MCDONALD'S F",
  'EXXONMOBIL 4',
  'LOWES #0',
  'BEST BUY 00',
  'PUBLIX #',
];
/** Online descriptors that continue with an order code or a seller name. */
const US_ONLINE_CODE = ['AMZN Mktp US*', 'AMAZON.COM*', 'SQ *', 'TST* ', 'DOORDASH*', 'PAYPAL *'];
const US_ONLINE = [
  'UBER *TRIP HELP.UBER.COM CA',
  'LYFT *RIDE SAN FRANCISCO CA',
  'APPLE.COM/BILL 866-712-7753 CA',
  'SPOTIFY USA NEW YORK NY',
  'NETFLIX.COM LOS GATOS CA',
  'HULU 877-8244858 CA',
  'GOOGLE *YOUTUBE TV',
];

/** `KROGER #412 COLUMBUS OH` / `SQ *BLUE HERON CAFE AUSTIN TX` / `AMZN Mktp US*2K4RT1Q03 WA`. */
export function usMerchant(rng: Rng): string {
  if (rng.chance(0.15)) return rng.pick(US_ONLINE);
  if (rng.chance(0.3)) {
    const base = rng.pick(US_ONLINE_CODE);
    const code = base.startsWith('AM')
      ? `${digits(rng, 2)}${fakeWord(rng).toUpperCase()}${digits(rng, 2)} AMZN.COM/BILL WA`
      : `${fakeWord(rng).toUpperCase()} ${fakeWord(rng).toUpperCase()} ${rng.pick(US_CITIES)}`;
    return `${base}${code}`;
  }
  return `${rng.pick(US_STORES)}${digits(rng, rng.int(2, 4))} ${rng.pick(US_CITIES)}`;
}

export const CA_CITIES = [
  'TORONTO ON',
  'VANCOUVER BC',
  'CALGARY AB',
  'OTTAWA ON',
  'HALIFAX NS',
  'MONTREAL QC',
  'WINNIPEG MB',
  'MISSISSAUGA ON',
  'EDMONTON AB',
  'VICTORIA BC',
];
const CA_STORES = [
  'TIM HORTONS #',
  'SHOPPERS DRUG MART #',
  'LOBLAWS #',
  'CANADIAN TIRE #',
  'PETRO-CANADA',
  'SOBEYS #',
  'METRO ',
  'REAL CDN SUPERSTORE #',
  'SAFEWAY #',
  'DOLLARAMA #',
  'LCBO/RAO #',
  'SAQ ',
  'ESSO CIRCLE K',
  'IGA #',
  'WINNERS #',
  'COSTCO WHOLESALE W',
];
/** `TIM HORTONS #2231 TORONTO ON` */
export function caMerchant(rng: Rng): string {
  if (rng.chance(0.2))
    return `${rng.pick([
      'AMZN Mktp CA',
      'UBER CANADA/UBEREATS',
      'NETFLIX.COM',
      'SPOTIFY P1',
      'PRESTO ETIK/HSR',
    ])} ${rng.pick(['WWW.AMAZON.CA ON', 'TORONTO ON', '866-579-7172 ON', 'VANCOUVER BC'])}`;
  return `${rng.pick(CA_STORES)}${digits(rng, rng.int(2, 4))} ${rng.pick(CA_CITIES)}`;
}

export const UK_TOWNS = [
  'LONDON',
  'LEEDS',
  'BRISTOL',
  'YORK',
  'MANCHESTER',
  'CARDIFF',
  'GLASGOW',
  'NOTTINGHAM',
  'READING',
  'BRIGHTON',
  'NORWICH',
  'SHEFFIELD',
];
const UK_SHOPS = [
  'TESCO STORES ',
  'SAINSBURYS S/MKT',
  'WAITROSE ',
  'CO-OP GROUP ',
  'GREGGS PLC',
  'PRET A MANGER',
  'BOOTS ',
  'COSTA COFFEE ',
  'ALDI ',
  'LIDL GB ',
  'M&S SIMPLY FOOD',
  'WH SMITH ',
  'ASDA STORES',
  'TFL TRAVEL CH',
  'DELIVEROO',
  'AMAZON* ',
  'TRAINLINE',
  'SHELL ',
  'MORRISONS ',
];
/** `TESCO STORES 3421 READING` */
export function ukMerchant(rng: Rng): string {
  const shop = rng.pick(UK_SHOPS);
  const tail = shop.endsWith(' ') ? digits(rng, 4) : '';
  return `${shop}${tail}${rng.chance(0.8) ? ` ${rng.pick(UK_TOWNS)}` : ''}`.replace(/\s+/g, ' ');
}
export const UK_DD = [
  'BRITISH GAS',
  'OCTOPUS ENERGY',
  'THAMES WATER',
  'COUNCIL TAX',
  'SKY DIGITAL',
  'EE LIMITED',
  'TV LICENCE MBP',
  'VIRGIN MEDIA',
  'AVIVA LIFE',
  'PURE GYM LTD',
  'DVLA-VEHICLE TAX',
  'NOW TV',
];

/** A made-up employer / company name (`BLUE HERON LTD`). */
export function company(rng: Rng, suffix: string[]): string {
  return `${fakeWord(rng).toUpperCase()} ${rng.pick(['', `${fakeWord(rng).toUpperCase()} `])}${rng.pick(suffix)}`.replace(
    /\s+/g,
    ' ',
  );
}
export const shortName = (rng: Rng): string =>
  `${String.fromCharCode(65 + rng.int(0, 25))} ${cap(fakeWord(rng, 2, 3)).toUpperCase()}`;

const pick = (rng: Rng, letters: string): string =>
  letters[rng.int(0, letters.length - 1)] as string;

/** `LS12 4DJ`-shaped UK postcode. */
export function ukPostcode(rng: Rng): string {
  return `${pick(rng, 'BCGHLMNSY')}${pick(rng, 'ADEHKLRSX')}${rng.int(1, 20)} ${rng.int(1, 9)}${pick(rng, 'ABDEFGH')}${pick(rng, 'JLNPQRT')}`;
}

/** `M5V 2T6`-shaped Canadian postal code for a province's first letter. */
export function caPostcode(rng: Rng, first: string): string {
  return `${first}${rng.int(0, 9)}${pick(rng, 'ABCEGHJ')} ${rng.int(0, 9)}${pick(rng, 'KLMNPRS')}${rng.int(0, 9)}`;
}
