import { describe, expect, it } from 'vitest';
import { properCase } from './casing.ts';
import { cleanMerchant } from './merchant.ts';

// invented shops; each case is one class of bank wording around the name (issue #11)
const name = (description: string) => cleanMerchant(description).name;

describe('rail wording of NZ, SG and more banks', () => {
  it('reads NZ card, EFTPOS and automatic-payment lines', () => {
    expect(name('POS W/D KAURI CORNER DELI-09:12')).toBe('Kauri Corner Deli');
    expect(name('EFTPOS W/L KAURI CORNER DELI 14/03 12:40')).toBe('Kauri Corner Deli');
    expect(name('4835-****-****-9911 Df KAURI CORNER DELI')).toBe('Kauri Corner Deli');
    expect(name('AP KOWHAI HILL PLUMBING 445566')).toBe('Kowhai Hill Plumbing');
  });

  it('reads SG NETS, PayNow, GIRO and DBS card lines', () => {
    expect(name('NETS QR MERLION NOODLE HOUSE')).toBe('Merlion Noodle House');
    expect(name('PAYNOW-QR MERLION NOODLE HOUSE UEN201912345K')).toBe('Merlion Noodle House');
    expect(name('POS 14/03 MERLION NOODLE HOUSE SI NG')).toBe('Merlion Noodle House');
    expect(name('DEBIT PURCHASE 14/03/26 xx-4321 MERLION NOODLE HOUSE SINGAPORE SG')).toBe(
      'Merlion Noodle House',
    );
    expect(name('GIRO - ORCHID TOWN GAS 99887766')).toBe('Orchid Town Gas');
  });

  it('cuts UK card dates, contactless marks and foreign-amount tails', () => {
    expect(name('HOLLYBUSH TEAROOM ON 05SEP CPT')).toBe('Hollybush Tearoom');
    expect(name('HOLLYBUSH TEAROOM 0231 )))')).toBe('Hollybush Tearoom');
    expect(name('CARD PAYMENT TO HOLLYBUSH TEAROOM,12.40 GBP, RATE 1.00/GBP ON 11/12/2025')).toBe(
      'Hollybush Tearoom',
    );
  });

  it('cuts NL ING card tails, DE and FR rail words after the name', () => {
    expect(name('Tulpveld Kaas Delft NLD Pasvolgnr: 003 16-02-2026 22:20 Transactie: X1')).toBe(
      'Tulpveld Kaas',
    );
    expect(name('KRAEUTERHOF WIRTH Kartenzahlung')).toBe('Kraeuterhof Wirth');
    expect(name('CARTE 09/09/25 BOULANGERIE MARTIN CB*1234')).toBe('Boulangerie Martin');
  });

  it('reads Indian bill-pay fields and SBI transfer prefixes', () => {
    expect(name('BIL/ONL/634768891/LOTUS DTH SERVICES/DTH')).toBe('Lotus DTH Services');
    expect(name('TO TRANSFER-UPI/DR/869647723610/KAMAL STORES/HDFC/kamal@hdfc/Pay--')).toBe(
      'Kamal Stores',
    );
  });

  it('drops a town after the name, not a brand ending in one', () => {
    expect(name('WILLOWBANK BAKERY LEICESTER')).toBe('Willowbank Bakery');
    expect(name('HARVEY NORMAN AUBURN')).toBe('Harvey Norman');
  });

  it("keeps an apostrophe's ending in lower case", () => {
    expect(properCase("ROSIE'S TAQUERIA")).toBe("Rosie's Taqueria");
    expect(properCase("O'BRIEN PLUMBING")).toBe("O'Brien Plumbing");
  });

  it('reads Italian card, direct-debit, transfer and Satispay lines', () => {
    expect(
      name('PAGAMENTO POS TRATTORIA DEL GLICINE MODENA DEL 03/04/2026 ORA 13:10 CARTA *1122'),
    ).toBe('Trattoria del Glicine');
    expect(name('PAGAMENTO PRESSO TRATTORIA DEL GLICINE CARTA 1122')).toBe('Trattoria del Glicine');
    expect(name('ADDEBITO SDD LUCE VERDE ENERGIA SPA CID IT11ZZZ0001 MANDATO 55 FATTURA 9')).toBe(
      'Luce Verde Energia',
    );
    expect(name('BONIFICO A VOSTRO FAVORE DA OFFICINE ROSSETTI SRL CAUSALE STIPENDIO')).toBe(
      'Officine Rossetti',
    );
    expect(name('SATISPAY GELATERIA LA NEVE PARMA')).toBe('Gelateria La Neve');
    expect(name('STORNO PAGAMENTO POS TRATTORIA DEL GLICINE CARTA *1122')).toBe(
      'Trattoria del Glicine',
    );
  });

  it('reads Canadian debit, pre-authorized and Chase ACH name fields', () => {
    expect(name('PREAUTHORIZED DEBIT MAPLEWOOD TELECOM')).toBe('Maplewood Telecom');
    expect(name('Visa Debit refund - 1234 MAPLEWOOD OUTFITTERS')).toBe('Maplewood Outfitters');
    expect(name('Card Purchase With Pin 04/02 Maplewood Outfitters #12 Akron OH Card 9911')).toBe(
      'Maplewood Outfitters',
    );
    expect(name('LAKESHORE WATER    WEB PMTS   99887766   WEB ID: 1234567890')).toBe(
      'Lakeshore Water',
    );
    expect(name('LAKESHORE WATER BILL PAY PPD ID: 1234567890')).toBe('Lakeshore Water');
  });
});

describe('business statement wording (blind-6 classes)', () => {
  it('reads the Chase NACHA long form and online payments to a payee', () => {
    expect(
      name(
        'ORIG CO NAME:PRAIRIE MILLWORKS CO ENTRY DESCR:INV 4411 SEC:CCD TRACE#:0123 EED:310101 IND ID:X IND NAME:ACME',
      ),
    ).toBe('Prairie Millworks');
    expect(name('Online Payment 1234567890 To Prairie Millworks 04/02')).toBe('Prairie Millworks');
  });

  it('reads NatWest comma fields', () => {
    expect(name('1111 03NOV31 C , HAZEL LANE BAKERY , BATH GB')).toBe('Hazel Lane Bakery');
    expect(name('KESTREL TILING , K0012 , DDR')).toBe('Kestrel Tiling');
  });

  it('cuts invoice, customer and payout references after the payee', () => {
    expect(name('SEPA-Lastschrift Kestrel Fliesen GmbH RE 4401 KD 2211 MREF: X')).toBe(
      'Kestrel Fliesen',
    );
    expect(name('FAST PAYMENT TO ORCHARD LANE DESIGN PTE LTD OTHR INV 88')).toBe(
      'Orchard Lane Design',
    );
    expect(name('VIR SEPA RECU /DE MAISON PERRIN /MOTIF FACT 2031')).toBe('Maison Perrin');
  });
});
