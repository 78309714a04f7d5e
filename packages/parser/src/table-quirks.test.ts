/**
 * Table quirks found on new seeds of the tuning families (invented fixtures): a "Value" label
 * stacked over "Date", a credit and a balance printed one space apart (one phrase), a balance
 * on a date whose label ends with that date, and a bare dated "Kontostand" line before the rows.
 */
import { describe, expect, it } from 'vitest';
import { buildLines } from './layout/lines.ts';
import { buildStatements } from './statement.ts';
import { type FixtureLine, pageWords, right } from './testing/page-words.ts';

function read(decimal: 'dot' | 'comma', ...pages: FixtureLine[][]) {
  return readFrom('text', decimal, ...pages);
}

function readFrom(source: 'text' | 'ocr', decimal: string, ...pages: FixtureLine[][]) {
  const { statements } = buildStatements(
    pages.map((p, i) => buildLines(pageWords(i + 1, p, { source }))),
  );
  expect(statements, decimal).toHaveLength(1);
  return statements[0]!;
}

const rows = (s: ReturnType<typeof read>) =>
  s.transactions.map((t) => [t.date, t.postDate, t.amount, t.balance, t.description]);

describe('table quirks', () => {
  it('Indian passbook: "Value" over "Date" is the value date; a credit glued to its balance', () => {
    const row = (y: number, d: string, text: string, dr: string, cr: string, bal: string) => ({
      y,
      cells: [
        [58, d],
        [116, d],
        [174, text],
        ...(dr ? [right(430, dr)] : []),
        // the credit ends one space before the balance: one phrase in the text layer
        ...(cr ? ([[440, `${cr.padStart(12)} ${bal}`]] as FixtureLine['cells']) : []),
        ...(cr ? [] : [right(558, bal)]),
      ] as FixtureLine['cells'],
    });
    const s = read('dot', [
      { y: 30, cells: [[58, 'EXAMPLE BANK OF INDIA']] },
      { y: 60, cells: [[58, 'Account Statement from 1 Apr 2025 to 30 Apr 2025']] },
      { y: 70, cells: [[58, 'Balance as on 1 Apr 2025 : 1,000.00Cr']] },
      {
        y: 90,
        cells: [
          [116, 'Value'],
          [304, 'Ref No./Cheque'],
        ],
      },
      {
        y: 100,
        cells: [
          [58, 'Txn Date'],
          [116, 'Date'],
          [174, 'Description'],
          [304, 'No.'],
          [406, 'Debit'],
          [466, 'Credit'],
          [522, 'Balance'],
        ],
      },
      row(114, '2 Apr 2025', 'BY TRANSFER-NEFT', '', '416.50', '1,416.50Cr'),
      row(126, '3 Apr 2025', 'ATM WDL-ATM CASH', '100.00', '', '1,316.50Cr'),
      row(138, '4 Apr 2025', 'BY CLEARING', '', '20.00', '1,336.50Cr'),
    ]);
    expect(rows(s)).toEqual([
      ['2025-04-02', '2025-04-02', '416.50', '1416.50', 'BY TRANSFER-NEFT'],
      ['2025-04-03', '2025-04-03', '-100.00', '1316.50', 'ATM WDL-ATM CASH'],
      ['2025-04-04', '2025-04-04', '20.00', '1336.50', 'BY CLEARING'],
    ]);
    expect(s.checks.reconciled).toBe(true);
  });

  it('German: "Kontostand am 30.09.2021" closes the statement although it ends with its date', () => {
    const s = read('comma', [
      { y: 30, cells: [[42, 'Stadtsparkasse Beispiel']] },
      { y: 45, cells: [[42, 'Kontoauszug vom 01.09.2021 bis 30.09.2021']] },
      { y: 60, cells: [[42, 'Kontostand am 31.08.2021, Auszug Nr. 1'], right(559, '1.000,00 +')] },
      {
        y: 75,
        cells: [
          [42, 'Buchungstag'],
          [120, 'Wert'],
          [180, 'Erläuterung'],
          [500, 'Betrag EUR'],
        ],
      },
      {
        y: 89,
        cells: [[42, '02.09.'], [120, '03.09.'], [180, 'Lastschrift'], right(559, '-6,65')],
      },
      {
        y: 101,
        cells: [[42, '10.09.'], [120, '11.09.'], [180, 'Gutschrift'], right(559, '50,00')],
      },
      { y: 120, cells: [[42, 'Kontostand am 30.09.2021'], right(559, '1.043,35 +')] },
    ]);
    expect(s.openingBalance).toBe('1000.00');
    expect(s.closingBalance).toBe('1043.35');
    expect(s.checks.reconciled).toBe(true);
  });

  it('Swiss: a dated bare "Kontostand" line before the first row is the opening balance', () => {
    const s = read('dot', [
      { y: 30, cells: [[42, 'Beispiel Finance']] },
      { y: 45, cells: [[42, 'Kontoauszug 01.07.2025 - 31.07.2025']] },
      {
        y: 75,
        cells: [
          [42, 'Datum'],
          [110, 'Text'],
          [330, 'Gutschrift'],
          [400, 'Lastschrift'],
          [470, 'Valuta'],
          [530, 'Saldo'],
        ],
      },
      { y: 89, cells: [[42, '30.06.25'], [110, 'Kontostand'], right(560, '404.08')] },
      {
        y: 101,
        cells: [
          [42, '01.07.25'],
          [110, 'GUTSCHRIFT VON BEISPIEL AG'],
          right(370, '1030.59'),
          [470, '01.07.25'],
        ],
      },
      {
        y: 113,
        cells: [
          [42, '02.07.25'],
          [110, 'KAUF COOP'],
          right(440, '59.01'),
          [470, '02.07.25'],
          right(560, '1375.66'),
        ],
      },
      { y: 125, cells: [[42, '31.07.25'], [110, 'Kontostand'], right(560, '1375.66')] },
    ]);
    expect(s.openingBalance).toBe('404.08');
    expect(s.transactions.map((t) => t.amount)).toEqual(['1030.59', '-59.01']);
    expect(s.checks.reconciled).toBe(true);
  });

  it('OCR: a label set on two lines a little apart ("Date of" over "Transaction") is one label', () => {
    const row = (y: number, d: string, text: string, amount: string): FixtureLine => ({
      y,
      cells: [[31, d], [104, text], right(532, amount)],
    });
    const s = readFrom('ocr', 'dot', [
      { y: 30, cells: [[31, 'EXAMPLE CARD']] },
      { y: 45, cells: [[31, 'Opening/Closing Date 05/21/25 - 06/19/25']] },
      { y: 296, cells: [[29, 'Date of']] },
      // 14 pt below: 1.75 line heights (OCR boxes hug the glyphs)
      {
        y: 310,
        cells: [
          [30, 'Transaction'],
          [104, 'Merchant Name or Transaction Description'],
          [497, '$ Amount'],
        ],
      },
      row(324, '05/22', 'CHEVRON 0105 SAN DIEGO CA', '15.87'),
      row(336, '05/25', 'KROGER #83 CHICAGO IL', '34.16'),
    ]);
    expect(s.transactions.map((t) => [t.date, t.description])).toEqual([
      ['2025-05-22', 'CHEVRON 0105 SAN DIEGO CA'],
      ['2025-05-25', 'KROGER #83 CHICAGO IL'],
    ]);
  });

  it('card: labels stacked word over word ("Date" over "Processed", "Date of" over "Transaction")', () => {
    const row = (y: number, processed: string, made: string, text: string, amount: string) =>
      ({
        y,
        cells: [[40, processed], [92, made], [150, '3535'], [184, text], right(493, amount)],
      }) as FixtureLine;
    const s = read('dot', [
      { y: 30, cells: [[40, 'Example Card Services']] },
      { y: 45, cells: [[40, 'Statement Period 12/06/2021 - 12/07/2021']] },
      { y: 60, cells: [[40, 'Opening Balance'], right(300, '$100.00')] },
      { y: 72, cells: [[40, 'Closing Balance'], right(300, '$321.11')] },
      {
        y: 100,
        cells: [
          [40, 'Date'],
          [92, 'Date of'],
          [150, 'Card'],
        ],
      },
      {
        y: 112,
        cells: [
          [40, 'Processed'],
          [92, 'Transaction'],
          [150, 'Used'],
          [184, 'Transaction Details'],
          [467, 'Debits'],
          [530, 'Credits'],
        ],
      },
      row(126, '13 JUN', '12 JUN', 'UBER *EATS BRISBANE', '217.04'),
      row(138, '14 JUN', '13 JUN', 'BP CONNECT ADELAIDE', '4.07'),
    ]);
    expect(s.transactions.map((t) => [t.date, t.postDate, t.amount])).toEqual([
      ['2021-06-12', '2021-06-13', '-217.04'],
      ['2021-06-13', '2021-06-14', '-4.07'],
    ]);
  });

  it('Chilean cartola: whole pesos grouped by dots, money labels stacked over two lines', () => {
    const row = (y: number, d: string, text: string, out: string, inn: string, bal: string) =>
      ({
        y,
        cells: [
          [60, d],
          [98, text],
          ...(out ? [right(418, out)] : []),
          ...(inn ? [right(485, inn)] : []),
          ...(bal ? [right(552, bal)] : []),
        ],
      }) as FixtureLine;
    const s = read('comma', [
      { y: 30, cells: [[60, 'Banco Ejemplo']] },
      {
        y: 45,
        cells: [
          [60, 'CUENTA CORRIENTE N°'],
          [400, '15-704-22047-62'],
        ],
      },
      {
        y: 57,
        cells: [
          [60, 'FECHA DESDE'],
          [400, '01/08/2023'],
        ],
      },
      {
        y: 69,
        cells: [
          [60, 'FECHA HASTA'],
          [400, '31/08/2023'],
        ],
      },
      {
        y: 100,
        cells: [
          [382, 'CHEQUES Y'],
          [448, 'DEPÓSITOS'],
          [528, 'SALDO'],
        ],
      },
      {
        y: 112,
        cells: [
          [60, 'FECHA DESCRIPCIÓN'],
          [236, 'SUCURSAL'],
          [302, 'N° DOCTO'],
          [360, 'OTROS CARGOS'],
          [453, 'Y ABONOS'],
          [528, 'DIARIO'],
        ],
      },
      row(126, '01/08', 'SALDO INICIAL', '', '', '3.423.000'),
      row(138, '01/08', 'TRASPASO A: EJEMPLO', '2.786', '', ''),
      row(150, '01/08', 'DEPOSITO CON DOCUMENTOS', '', '43.400', ''),
      row(162, '01/08', 'COMPRA REDCOMPRA', '1.771', '', '3.461.843'),
      row(174, '02/08', 'GIRO CAJERO', '959', '', '3.460.884'),
    ]);
    expect(s.transactions.map((t) => t.amount)).toEqual([
      '-2786.00',
      '43400.00',
      '-1771.00',
      '-959.00',
    ]);
    expect(s.openingBalance).toBe('3423000.00');
    expect(s.accountNumber).toBe('15-704-22047-62');
    expect(s.checks.reconciled).toBe(true);
  });

  it('card: stacked labels whose lower line is one phrase, two dates a short gap apart', () => {
    const row = (y: number, processed: string, made: string, text: string, amount: string) =>
      ({
        y,
        cells: [[40, processed], [84, made], [130, '8097'], [184, text], right(493, amount)],
      }) as FixtureLine;
    const s = read('dot', [
      { y: 30, cells: [[40, 'Example Card Services']] },
      { y: 45, cells: [[40, 'Statement Period 20/05/2023 - 19/06/2023']] },
      {
        y: 100,
        cells: [
          [40, 'Date'],
          [84, 'Date of'],
          [130, 'Card'],
        ],
      },
      {
        y: 112,
        cells: [
          [40, 'Processed Transaction Used'],
          [184, 'Transaction Details'],
          [467, 'Debits'],
          [530, 'Credits'],
        ],
      },
      row(126, '22 MAY', '20 MAY', 'JB HI-FI SYDNEY', '15.09'),
      row(138, '23 MAY', '21 MAY', 'BP CONNECT HOBART', '7.91'),
    ]);
    expect(s.transactions.map((t) => [t.date, t.postDate, t.description])).toEqual([
      ['2023-05-20', '2023-05-22', 'JB HI-FI SYDNEY'],
      ['2023-05-21', '2023-05-23', 'BP CONNECT HOBART'],
    ]);
  });

  it("brokerage cash: a trade's quantity and price are no money of the account", () => {
    const row = (
      y: number,
      d: string,
      act: string,
      text: string,
      qty: string,
      price: string,
      amt: string,
      bal: string,
    ) =>
      ({
        y,
        cells: [
          [34, d],
          [70, act],
          [154, text],
          ...(qty ? [right(373, qty)] : []),
          ...(price ? [right(431, price)] : []),
          right(489, amt),
          right(558, bal),
        ],
      }) as FixtureLine;
    const s = read('dot', [
      { y: 30, cells: [[34, 'Example Securities LLC']] },
      { y: 42, cells: [[34, 'Statement Period May 1-31, 2021']] },
      {
        y: 54,
        cells: [
          [34, 'SPRINGFIELD IL 62704'],
          [300, 'Ending Account Value $8,046.07'],
        ],
      },
      {
        y: 80,
        cells: [
          [34, 'Date'],
          [70, 'Activity'],
          [154, 'Description'],
          [336, 'Quantity'],
          [409, 'Price'],
          [455, 'Amount'],
          [499, 'Cash Balance'],
        ],
      },
      { y: 92, cells: [[34, '05/01'], [154, 'Beginning Cash Balance'], right(558, '1,000.00')] },
      row(104, '05/02', 'Bought', 'QUL EXAMPLE HLDGS', '14', '10.20', '(142.80)', '857.20'),
      row(116, '05/07', 'Sold', 'LOLO EXAMPLE INC', '-13', '548.89', '7,135.57', '7,992.77'),
      row(128, '05/09', 'Cash Dividend', 'BAR EXAMPLE INC', '', '', '53.30', '8,046.07'),
    ]);
    expect(s.transactions.map((t) => [t.date, t.amount, t.description])).toEqual([
      ['2021-05-02', '-142.80', 'Bought QUL EXAMPLE HLDGS'],
      ['2021-05-07', '7135.57', 'Sold LOLO EXAMPLE INC'],
      ['2021-05-09', '53.30', 'Cash Dividend BAR EXAMPLE INC'],
    ]);
    expect([s.periodStart, s.periodEnd]).toEqual(['2021-05-01', '2021-05-31']);
    expect(s.checks.reconciled).toBe(true);
  });

  it('Irish: no period printed, the dated BALANCE FORWARD line opens it', () => {
    const row = (y: number, d: string, text: string, out: string, bal: string): FixtureLine => ({
      y,
      cells: [[40, d], [140, text], right(470, out), ...(bal ? [right(560, bal)] : [])],
    });
    const s = read('dot', [
      { y: 30, cells: [[40, 'Example Irish Bank']] },
      {
        y: 45,
        cells: [
          [300, 'Date of Statement'],
          [460, '31 May 2019'],
        ],
      },
      {
        y: 80,
        cells: [
          [40, 'Date'],
          [140, 'Details'],
          [440, 'Debit €'],
          [480, 'Credit €'],
          [520, 'Balance €'],
        ],
      },
      { y: 92, cells: [[40, '1 Apr 2019'], [140, 'BALANCE FORWARD'], right(560, '430.81')] },
      row(104, '2 Apr 2019', 'VDA-AIB ATM SLIGO', '5.48', '425.33'),
      row(116, '3 Apr 2019', 'VDP-AMAZON.CO.UK', '292.30', '133.03'),
    ]);
    expect([s.periodStart, s.openingBalance, s.currency]).toEqual(['2019-04-01', '430.81', 'EUR']);
  });

  it("Indian PSU bank: a row's time printed under its date neither ends the table nor joins the text", () => {
    const row = (y: number, d: string, text: string, dr: string, cr: string, bal: string) =>
      ({
        y,
        cells: [
          [50, d],
          [101, d],
          [191, text],
          [400, '8346'],
          ...(dr ? [right(445, dr)] : []),
          ...(cr ? [right(500, cr)] : []),
          right(559, bal),
        ],
      }) as FixtureLine;
    const s = read('dot', [
      { y: 30, cells: [[200, 'EXAMPLE BANK']] },
      {
        y: 42,
        cells: [[100, 'Statement for A/c 9902105964503 Between 01-Jun-2024 and 01-Jul-2024']],
      },
      { y: 54, cells: [[50, 'Opening Balance : 1000.00']] },
      {
        y: 80,
        cells: [
          [101, 'Value'],
          [153, 'Cheque'],
          [400, 'Branch'],
        ],
      },
      {
        y: 92,
        cells: [
          [50, 'Txn Date'],
          [101, 'Date'],
          [153, 'No.'],
          [191, 'Description'],
          [400, 'Code'],
          [430, 'Debit'],
          [476, 'Credit'],
          [527, 'Balance'],
        ],
      },
      row(106, '02-06-2024', 'ATM WDL/205694/PUNE', '100.00', '', '900.00'),
      { y: 116, cells: [[50, '22:23:00']] },
      row(128, '03-06-2024', 'CASH DEPOSIT-KOLKATA', '', '50.00', '950.00'),
      { y: 138, cells: [[50, '08:57:05']] },
    ]);
    expect(s.transactions.map((t) => [t.amount, t.description, t.reference])).toEqual([
      ['-100.00', 'ATM WDL/205694/PUNE', '8346'],
      ['50.00', 'CASH DEPOSIT-KOLKATA', '8346'],
    ]);
  });

  it('a section title above the column labels is no label ("Withdrawals and other subtractions" over "Date")', () => {
    const header = (y: number): FixtureLine => ({
      y,
      cells: [
        [34, 'Date'],
        [92, 'Description'],
        [538, 'Amount'],
      ],
    });
    const row = (y: number, d: string, text: string, amount: string): FixtureLine => ({
      y,
      cells: [[34, d], [92, text], right(570, amount)],
    });
    const s = read('dot', [
      { y: 30, cells: [[34, 'EXAMPLE BANK, N.A.']] },
      { y: 42, cells: [[34, 'for December 28, 2022 to January 25, 2023']] },
      { y: 54, cells: [[34, 'SPRINGFIELD IL 62704']] },
      { y: 66, cells: [[300, 'Beginning balance on December 28, 2022'], right(570, '$100.00')] },
      { y: 78, cells: [[300, 'Ending balance on January 25, 2023'], right(570, '$83.90')] },
      { y: 100, cells: [[34, 'Deposits and other additions']] },
      header(112),
      row(124, '12/29/22', 'Zelle payment from JANE EXAMPLE', '10.00'),
      { y: 148, cells: [[34, 'Withdrawals and other subtractions']] },
      header(160),
      row(172, '12/30/22', 'PURCHASE 1230 KROGER #74', '-26.10'),
      { y: 184, cells: [[92, '79842189461737578717223']] },
      row(196, '01/04/23', 'CHECKCARD 0104 TRADER JOE S #70', '-0.00'),
    ]);
    expect(s.transactions.map((t) => [t.date, t.amount])).toEqual([
      ['2022-12-29', '10.00'],
      ['2022-12-30', '-26.10'],
      ['2023-01-04', '0.00'],
    ]);
  });

  it('Indian private bank: a header stacked over two lines is read from its lower line; "B/F" opens', () => {
    const row = (
      y: number,
      n: string,
      d: string,
      text: string,
      dr: string,
      cr: string,
      bal: string,
    ) =>
      ({
        y,
        cells: [
          [43, n],
          [72, d],
          [126, d],
          [216, text],
          ...(dr ? [right(425, dr)] : []),
          ...(cr ? [right(490, cr)] : []),
          right(560, bal),
        ],
      }) as FixtureLine;
    const s = read('dot', [
      { y: 30, cells: [[43, 'EXAMPLE BANK']] },
      { y: 42, cells: [[43, 'for the period October 01, 2020 - October 31, 2020']] },
      {
        y: 80,
        cells: [
          [72, 'Value'],
          [126, 'Transaction'],
          [180, 'Cheque'],
          [383, 'Withdrawal'],
          [460, 'Deposit'],
          [531, 'Balance'],
        ],
      },
      {
        y: 91,
        cells: [
          [43, 'S No.'],
          [72, 'Date'],
          [126, 'Date'],
          [180, 'Number'],
          [216, 'Transaction Remarks'],
          [383, 'Amount'],
          [460, 'Amount'],
          [531, '(INR )'],
        ],
      },
      { y: 104, cells: [[216, 'B/F'], right(560, '3,58,668.00')] },
      row(116, '1', '01/10/2020', 'BIL/ONL/611250460/BESCOM', '22,955.60', '', '3,35,712.40'),
      row(128, '2', '04/10/2020', 'NEFT-CITIN65158828548-SALARY', '', '7,767.20', '3,43,479.60'),
    ]);
    expect(s.transactions.map((t) => [t.date, t.amount, t.description])).toEqual([
      ['2020-10-01', '-22955.60', 'BIL/ONL/611250460/BESCOM'],
      ['2020-10-04', '7767.20', 'NEFT-CITIN65158828548-SALARY'],
    ]);
    expect(s.openingBalance).toBe('358668.00');
    expect(s.checks.reconciled).toBe(true);
  });

  it('HELOC: the dated "Previous Principal Balance" line is no part of the first row', () => {
    const row = (y: number, d: string, text: string, dr: string, cr: string, bal: string) =>
      ({
        y,
        cells: [
          [37, d],
          [100, text],
          ...(dr ? [right(420, dr)] : []),
          ...(cr ? [right(490, cr)] : []),
          right(560, bal),
        ],
      }) as FixtureLine;
    const s = read('dot', [
      {
        y: 30,
        cells: [
          [37, 'EXAMPLE BANK'],
          [300, 'Home Equity Line of Credit Statement'],
        ],
      },
      {
        y: 42,
        cells: [
          [300, 'Billing Period'],
          [470, '02/08/25 - 03/10/25'],
        ],
      },
      { y: 54, cells: [[37, 'CHICAGO IL 63510']] },
      {
        y: 80,
        cells: [
          [37, 'Post'],
          [380, 'Advances &'],
          [450, 'Payments &'],
          [520, 'Principal'],
        ],
      },
      {
        y: 91,
        cells: [
          [37, 'Date'],
          [100, 'Description'],
          [390, 'Debits'],
          [455, 'Credits'],
          [520, 'Balance'],
        ],
      },
      row(104, '02/08', 'Previous Principal Balance', '', '', '106,048.45'),
      row(116, '02/10', 'HELOC CHECK 3501 PAID', '6,570.31', '', '112,618.76'),
      row(128, '02/27', 'PAYMENT - THANK YOU', '', '1,635.71', '110,983.05'),
    ]);
    expect(s.transactions.map((t) => [t.date, t.description])).toEqual([
      ['2025-02-10', 'HELOC CHECK 3501 PAID'],
      ['2025-02-27', 'PAYMENT - THANK YOU'],
    ]);
  });

  it('Indian co-operative bank: a narration carried on from the left edge of the next line', () => {
    const row = (y: number, d: string, text: string, dr: string, cr: string, bal: string) =>
      ({
        y,
        cells: [
          [56, d],
          [118, text],
          ...(dr ? [right(408, dr)] : []),
          ...(cr ? [right(484, cr)] : []),
          right(560, bal),
        ],
      }) as FixtureLine;
    const s = read('dot', [
      { y: 30, cells: [[150, 'THE EXAMPLE CO-OPERATIVE BANK LTD.']] },
      { y: 42, cells: [[56, 'STATEMENT OF ACCOUNT FOR THE PERIOD 01-09-2023 TO 30-11-2023']] },
      {
        y: 80,
        cells: [
          [56, 'DATE'],
          [118, 'PARTICULARS'],
          [359, 'WITHDRAWALS'],
          [448, 'DEPOSITS'],
          [529, 'BALANCE'],
        ],
      },
      row(92, '01-09-2023', 'OPENING BALANCE', '', '', '10,923.44 Cr'),
      row(103, '01-09-2023', 'BY UPI/118230384587/EXAMPLE', '', '1,560.73', '12,484.17 Cr'),
      { y: 112, cells: [[56, 'N SHARMA/SBIN0004567/PAYMENT']] },
      row(122, '02-09-2023', 'ATM WDL MUMBAI', '76.08', '', '12,408.09 Cr'),
    ]);
    expect(s.transactions.map((t) => [t.amount, t.description])).toEqual([
      ['1560.73', 'BY UPI/118230384587/EXAMPLE N SHARMA/SBIN0004567/PAYMENT'],
      ['-76.08', 'ATM WDL MUMBAI'],
    ]);
  });
});
