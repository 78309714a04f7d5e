import { describe, expect, it } from 'vitest';
import { cleanMerchant } from './merchant.ts';

describe('cleanMerchant', () => {
  it.each([
    // US
    ['TRADER JOE S #552 PORTLAND OR', "Trader Joe's"],
    ['AMZN Mktp US*2K4RT5 Amzn.com/bill WA', 'Amazon'],
    ['SQ *MAPLE &amp; RYE BAKERY Portland OR', 'Maple & Rye Bakery'],
    ['PAYPAL *EBAY 402-935-7733 CA', 'eBay'],
    ['DD *DOORDASH CHIPOTLE 855-973-1040 CA', 'DoorDash'],
    ['UBER *TRIP HELP.UBER.COM CA', 'Uber'],
    ['UBER *EATS PENDING HELP.UBER.COM', 'Uber Eats'],
    ['PURCHASE AUTHORIZED ON 03/12 STARBUCKS STORE 12345 SEATTLE WA S381 CARD 1234', 'Starbucks'],
    // UK
    ['CARD PAYMENT TO TESCO STORES 3345 ON 12/03', 'Tesco'],
    ['DD BRITISH GAS', 'British Gas'],
    // DE
    ['Kartenzahlung REWE Markt GmbH//Berlin/DE 2024-03-01T10:22', 'REWE'],
    ['SumUp *Bäckerei Krämer Berlin', 'Bäckerei Krämer'],
    // FR
    ['CARTE X1234 12/03 CARREFOUR CITY PARIS', 'Carrefour'],
    ['PRLV SEPA EDF CLIENTS PARTICULIERS', 'EDF'],
    // ES
    ['COMPRA TARJ. 5540XXXXXXXX1234 MERCADONA VALENCIA', 'Mercadona'],
    ['COMPRA TARJ. 5540XXXXXXXX1234 METRO DE MADRID', 'Metro de Madrid'],
    // NL
    ['BEA, Betaalpas Albert Heijn 1234,PAS123 NR:AB12CD, 12.03.24/14:22 AMSTERDAM', 'Albert Heijn'],
    [
      '/TRTP/SEPA Incasso algemeen doorlopend/CSID/NL12ZZZ/NAME/Ziggo B.V./MARF/123/REMI/factuur',
      'Ziggo',
    ],
    // IN
    ['UPI/DR/412345678901/SWIGGY/YESB/swiggy@ybl/Payment', 'Swiggy'],
    ['NEFT CR-HDFC0000001-ACME TECHNOLOGIES PVT LTD-SALARY MAR', 'Acme Technologies'],
    // AU
    ['V1234 07/02 COLES 0456 MELBOURNE', 'Coles'],
    ['EFTPOS WOOLWORTHS 1234 SYDNEY AU', 'Woolworths'],
    // CA, IE, ES, FR and NL rail wording added after blind-2 (invented independents)
    ['Interac purchase - 5098 MAPLEWOOD DENTAL', 'Maplewood Dental'],
    ['Point of Sale - Interac RETAIL PURCHASE 579697770270 BIRCH BAKERY', 'Birch Bakery'],
    ['Pre-authorized Payment NORTHFIELD HYDRO', 'Northfield Hydro'],
    ['POS27JUN KILBRIDE BUTCHERS', 'Kilbride Butchers'],
    ['VDC-KILBRIDE BUTCHERS', 'Kilbride Butchers'],
    ['D/D KILBRIDE GAS', 'Kilbride Gas'],
    ['TRANSACCION CONTACTLESS EN HORNO SAN ROQUE TARJ. :*7790', 'Horno San Roque'],
    ['PRELEVEMENT EUROPEEN 7868216891 DE: ATELIER ROUX ID: FR95ZZZ697774 MOTIF: X', 'Atelier Roux'],
    [
      'BEA, Apple Pay                 Kapsalon Knip,PAS012     NR:CT656649, 02.06.25/15:47',
      'Kapsalon Knip',
    ],
    ['UPI/541769303587/DR/KAYANI SWEETS/HDFC/kayani@hdfcbank/Payment', 'Kayani Sweets'],
    // a city before a state or province code goes, whatever its name
    ['KING PLUMBING SUPPLY  GOLDEN  CO', 'King Plumbing Supply'],
    ['ROSEDALE ESPRESSO BAR ETOBICOKE ON', 'Rosedale Espresso Bar'],
  ])('%s → %s', (description, name) => {
    expect(cleanMerchant(description).name).toBe(name);
  });

  it('German debit wording after the payee is cut', () => {
    expect(cleanMerchant('WOW TV SEPA-Lastschrift JAN Ref. 4920459108').name).toBe('Wow TV');
    expect(cleanMerchant('BEISPIEL VERSAND Lastschrift Mandat 28763619').name).toBe(
      'Beispiel Versand',
    );
  });

  it('gives descriptor variants of one merchant the same key', () => {
    const keys = [
      'SQ *MAPLE & RYE BAKERY',
      'MAPLE AND RYE BAKERY PORTLAND OR',
      'TST* Maple &amp; Rye Bakery',
    ].map((d) => cleanMerchant(d).key);
    expect(new Set(keys).size).toBe(1);
    expect(cleanMerchant('TRADER JOES #12 SEATTLE WA').key).toBe(
      cleanMerchant("TRADER JOE'S 552").key,
    );
  });

  it('drops legal suffixes and keeps no name when only numbers are left', () => {
    expect(cleanMerchant('NORDWIND SOFTWARE GMBH').name).toBe('Nordwind Software');
    expect(cleanMerchant('123456 00/00').name).toBeNull();
  });
});
