/**
 * Classes found by blind batch 12 (invented fixtures, not its documents): a date column after
 * the money printed as bare "MM DD", a Colombian instalment card's columns, dates printed once
 * per day with each row's second line under it, a fee table and a summary's closing that are no
 * rows nor a statement's end, a product heading naming each account of a combined statement,
 * and a card's summary labels.
 */
import { describe, expect, it } from 'vitest';
import { type FixtureLine, right } from './testing/page-words.ts';
import { statementsOf } from './testing/read-statements.ts';

const read = statementsOf;

const rows = (s: ReturnType<typeof read>[number]) => s.transactions.map((t) => [t.date, t.amount]);

describe('blind-12 classes', () => {
  it('a date column after the money, printed "11 25" (month day), a "##" fee mark beside it', () => {
    const row = (
      y: number,
      text: string,
      fee: string,
      debit: string,
      credit: string,
      d: string,
      bal: string,
    ) => ({
      y,
      cells: [
        [40, text],
        [330, fee],
        right(420, debit),
        right(480, credit),
        [500, d],
        right(580, bal),
      ] as FixtureLine['cells'],
    });
    const [s] = read([
      {
        y: 30,
        cells: [
          [40, 'Example Bank'],
          [450, 'Statement No 12'],
        ],
      },
      { y: 45, cells: [[40, 'Statement from 25 November 2020 to 25 December 2020']] },
      { y: 70, cells: [[330, 'Service']] },
      {
        y: 79,
        cells: [
          [40, 'Details'],
          [330, 'Fee'],
          [390, 'Debits'],
          [450, 'Credits'],
          [500, 'Date'],
          [550, 'Balance'],
        ],
      },
      row(94, 'BALANCE BROUGHT FORWARD', '', '', '', '11 25', '1,000.00'),
      row(106, 'AUTOBANK CASH WITHDRAWAL', '', '300.00-', '', '11 26', '700.00'),
      row(118, 'FEE: CASH WITHDRAWAL', '##', '10.00-', '', '11 26', '690.00'),
      row(130, 'CASH DEPOSIT', '', '', '500.00', '12 02', '1,190.00'),
    ]);
    expect(rows(s!)).toEqual([
      ['2020-11-26', '-300.00'],
      ['2020-11-26', '-10.00'],
      ['2020-12-02', '500.00'],
    ]);
    expect(s!.checks.reconciled).toBe(true);
  });

  it('a Colombian instalment card: "Cargos y abonos" is the row, the purchase price, rates, what is left and the instalment count are not', () => {
    const row = (
      y: number,
      auth: string,
      d: string,
      text: string,
      orig: string,
      billed: string,
      left: string,
      n: string,
    ) => ({
      y,
      cells: [
        [40, auth],
        [90, d],
        [150, text],
        right(330, orig),
        [345, '1,92%'],
        [380, '25,64%'],
        right(470, billed),
        right(530, left),
        [550, n],
      ] as FixtureLine['cells'],
    });
    const [s] = read([
      {
        y: 30,
        cells: [
          [40, 'Banco Ejemplo'],
          [420, 'EXTRACTO TARJETA DE CRÉDITO'],
        ],
      },
      {
        y: 45,
        cells: [
          [40, 'ANA MARIA PEREZ'],
          [420, 'Tarjeta 4652 **** **** 3320'],
        ],
      },
      {
        y: 57,
        cells: [
          [40, 'Fecha de corte: 05/08/2022'],
          [360, 'Periodo facturado: 07/07/2022 - 05/08/2022'],
        ],
      },
      { y: 75, cells: [[40, 'Saldo anterior'], right(300, '$ 100.000,00')] },
      { y: 87, cells: [[40, '- Pagos y abonos'], right(300, '$ 100.000,00')] },
      { y: 99, cells: [[40, '= Pago total'], right(300, '$ 20.000,00')] },
      {
        y: 120,
        cells: [
          [40, 'Número de'],
          [90, 'Fecha de'],
          [290, 'Valor'],
          [345, 'Tasa'],
          [380, 'Tasa EA'],
          [430, 'Cargos y'],
          [500, 'Saldo a'],
        ],
      },
      {
        y: 129,
        cells: [
          [40, 'autorización'],
          [90, 'transacción'],
          [150, 'Descripción'],
          [290, 'original'],
          [345, 'pactada'],
          [380, 'facturada'],
          [430, 'abonos'],
          [500, 'diferir'],
          [550, 'Cuotas'],
        ],
      },
      row(
        144,
        '072802',
        '07/07/2022',
        'ALMACEN CALI',
        '60.000,00',
        '15.000,00',
        '45.000,00',
        '1/4',
      ),
      row(156, '074857', '08/07/2022', 'PAGO PSE', '100.000,00', '-100.000,00', '0,00', '1/1'),
      row(168, '822519', '09/07/2022', 'DROGUERIA MEDELLIN', '5.000,00', '5.000,00', '0,00', '1/1'),
      { y: 190, cells: [[40, 'Vigilado Superintendencia Financiera de Colombia.']] },
    ]);
    expect(rows(s!)).toEqual([
      ['2022-07-07', '-15000.00'],
      ['2022-07-08', '100000.00'],
      ['2022-07-09', '-5000.00'],
    ]);
    expect([s!.openingBalance, s!.closingBalance, s!.currency, s!.accountNumber]).toEqual([
      '-100000.00',
      '-20000.00',
      'COP',
      '4652 **** **** 3320',
    ]);
    expect(s!.checks.reconciled).toBe(true);
  });

  it('dates once per day with each row’s second line under it; the summary’s New Balance above the rows does not make page 2’s "Brought forward" another statement', () => {
    const head: FixtureLine = {
      y: 120,
      cells: [
        [40, 'Date'],
        [110, 'Description'],
        [400, 'Paid In(£)'],
        [460, 'Withdrawn(£)'],
        [530, 'Balance(£)'],
      ],
    };
    const line = (
      y: number,
      d: string,
      text: string,
      inn: string,
      out: string,
      bal: string,
    ): FixtureLine => ({
      y,
      cells: [[40, d], [110, text], right(440, inn), right(510, out), right(580, bal)],
    });
    const more = (y: number, text: string): FixtureLine => ({ y, cells: [[110, text]] });
    const statements = read(
      [
        {
          y: 30,
          cells: [
            [40, 'Example Bank'],
            [480, 'Statement'],
          ],
        },
        {
          y: 42,
          cells: [
            [40, 'MRS A SAMPLE'],
            [330, 'Period Covered 01 SEP 2021 to 30 SEP 2021'],
          ],
        },
        {
          y: 54,
          cells: [
            [40, '1 HIGH STREET'],
            [330, 'Account No 12345678'],
          ],
        },
        { y: 66, cells: [[40, 'LEEDS LS1 1AA']] },
        { y: 84, cells: [[40, 'Previous Balance'], right(200, '£1,000.00')] },
        { y: 96, cells: [[40, 'New Balance'], right(200, '£1,080.00')] },
        head,
        line(134, '01 SEP 2021', 'BROUGHT FORWARD', '', '', '1,000.00'),
        line(146, '', 'Card Transaction 0633 01SEP21 , M&S SIMPLY', '', '20.00', '980.00'),
        more(156, 'FOOD SHEFFIELD , SHEFFIELD GB'),
        line(168, '', 'Direct Debit VIRGIN MEDIA 682854550 DDR', '', '40.00', '940.00'),
        line(180, '02 SEP 2021', 'Automated Credit LOAN FP', '100.00', '', '1,040.00'),
        more(190, '02/09/21 7155'),
        line(202, '', 'Standing Order GYM', '', '10.00', '1,030.00'),
      ],
      [
        {
          y: 30,
          cells: [
            [40, 'Example Bank'],
            [400, '12345678 MRS A SAMPLE'],
          ],
        },
        { ...head, y: 60 },
        line(74, '', 'BROUGHT FORWARD', '', '', '1,030.00'),
        line(86, '03 SEP 2021', 'Card Transaction 0633 03SEP21 , TESCO', '', '30.00', '1,000.00'),
        more(96, 'STORES , LEEDS GB'),
        line(108, '', 'Cash & Dep Machine LEEDS', '80.00', '', '1,080.00'),
      ],
    );
    expect(statements).toHaveLength(1);
    const s = statements[0]!;
    expect(s.transactions.map((t) => t.description)).toEqual([
      'Card Transaction 0633 01SEP21 , M&S SIMPLY FOOD SHEFFIELD , SHEFFIELD GB',
      'Direct Debit VIRGIN MEDIA 682854550 DDR',
      'Automated Credit LOAN FP 02/09/21 7155',
      'Standing Order GYM',
      'Card Transaction 0633 03SEP21 , TESCO STORES , LEEDS GB',
      'Cash & Dep Machine LEEDS',
    ]);
    expect(s.checks.reconciled).toBe(true);
  });

  it('a fee table under "Transaction fee summary" is no rows; a card purchase dated in its text like its day is no lost date; the account number is not the BSB', () => {
    const [s] = read([
      { y: 30, cells: [[40, 'Example Australia Bank Limited']] },
      { y: 42, cells: [[40, 'MR J CITIZEN'], [330, 'Opening balance'], right(580, '$100.00 Cr')] },
      { y: 54, cells: [[40, '1 GEORGE ST'], [330, 'Closing balance'], right(580, '$160.00 Cr')] },
      { y: 66, cells: [[40, 'PERTH WA 6000']] },
      { y: 78, cells: [[40, 'BSB number 083-350 Account number 6116 5054']] },
      { y: 90, cells: [[40, 'Statement period 01/11/2025 to 30/11/2025']] },
      { y: 110, cells: [[40, 'Transaction Details']] },
      {
        y: 122,
        cells: [
          [40, 'Date'],
          [110, 'Particulars'],
          [410, 'Debits'],
          [470, 'Credits'],
          [540, 'Balance'],
        ],
      },
      { y: 136, cells: [[40, '1 Nov 2025'], [110, 'Brought forward'], right(580, '100.00 Cr')] },
      {
        y: 148,
        cells: [
          [40, '5 Nov 2025'],
          [110, 'V0764 05/11 ALDI STORES 0477 BRISBANE'],
          right(440, '5.00'),
        ],
      },
      {
        y: 160,
        cells: [[110, 'DIRECT CREDIT ATO REFUND'], right(500, '65.00'), right(580, '160.00 Cr')],
      },
      { y: 180, cells: [[40, 'Transaction fee summary']] },
      {
        y: 192,
        cells: [
          [40, 'Transaction type'],
          [250, 'Number'],
          [330, 'Free'],
          [420, 'Fee'],
        ],
      },
      { y: 204, cells: [[40, 'Electronic debits'], [250, '8'], [330, '8'], right(440, '$0.00')] },
      { y: 216, cells: [[40, 'Monthly account fee'], [250, '1'], [330, '-'], right(440, '$5.00')] },
    ]);
    expect(rows(s!)).toEqual([
      ['2025-11-05', '-5.00'],
      ['2025-11-05', '65.00'],
    ]);
    expect(s!.accountNumber).toBe('6116 5054');
    expect(s!.accountHolder).toBe('MR J CITIZEN');
    expect(s!.checks.reconciled).toBe(true);
  });

  it('a product heading "360 Performance Savings - 36639716830" starts the second account of one page; a brand with its legal form is the bank', () => {
    const head = (y: number): FixtureLine => ({
      y,
      cells: [
        [40, 'DATE'],
        [110, 'DESCRIPTION'],
        [380, 'CATEGORY'],
        [460, 'AMOUNT'],
        [530, 'BALANCE'],
      ],
    });
    const row = (
      y: number,
      d: string,
      text: string,
      cat: string,
      a: string,
      bal: string,
    ): FixtureLine => ({
      y,
      cells: [[40, d], [110, text], [380, cat], right(500, a), right(580, bal)],
    });
    const statements = read([
      {
        y: 30,
        cells: [
          [40, 'Example One, N.A.'],
          [380, 'STATEMENT PERIOD 11/01/23 - 11/30/23'],
        ],
      },
      { y: 50, cells: [[40, 'JANE SAMPLE']] },
      { y: 62, cells: [[40, '12 MAIN ST']] },
      { y: 74, cells: [[40, 'RICHMOND, VA 23220']] },
      { y: 100, cells: [[40, 'Total Checking - 36601987374']] },
      head(112),
      row(126, 'Nov 1', 'Opening Balance', '', '', '$1,000.00'),
      row(
        138,
        'Nov 7',
        'Withdrawal to 360 Performance Savings XXXXXX6830',
        'Debit',
        '- $58.00',
        '$942.00',
      ),
      row(150, 'Nov 30', 'Closing Balance', '', '', '$942.00'),
      { y: 180, cells: [[40, '360 Performance Savings - 36639716830']] },
      head(192),
      row(206, 'Nov 1', 'Opening Balance', '', '', '$500.00'),
      row(218, 'Nov 7', 'Deposit from Total Checking XXXXXX7374', 'Credit', '+ $58.00', '$558.00'),
      row(230, 'Nov 30', 'Closing Balance', '', '', '$558.00'),
    ]);
    expect(statements.map((s) => [s.accountNumber, s.openingBalance, s.closingBalance])).toEqual([
      ['36601987374', '1000.00', '942.00'],
      ['36639716830', '500.00', '558.00'],
    ]);
    expect(statements.map((s) => [s.bankName, s.accountHolder])).toEqual([
      ['Example One, N.A.', 'JANE SAMPLE'],
      ['Example One, N.A.', 'JANE SAMPLE'],
    ]);
    expect(statements.every((s) => s.checks.reconciled)).toBe(true);
  });

  it('a card summary: "Previous Monthly Balance", "Purchases and Adjustments", a rate table’s "Purchases" is no total; "Card ending in 8690"; "Issued by … Bank USA"', () => {
    const [s] = read([
      {
        y: 30,
        cells: [
          [40, 'Example Card'],
          [480, 'Statement'],
        ],
      },
      {
        y: 42,
        cells: [
          [40, 'Issued by Example Bank USA'],
          [420, 'Oct 1 — Oct 31, 2022'],
        ],
      },
      {
        y: 54,
        cells: [
          [40, 'Jo Sample'],
          [440, 'Card ending in 8690'],
        ],
      },
      { y: 74, cells: [[40, 'Previous Monthly Balance'], right(300, '$100.00')] },
      { y: 86, cells: [[40, 'Payments and Other Credits'], right(300, '-$100.00')] },
      { y: 98, cells: [[40, 'Purchases and Adjustments'], right(300, '$60.00')] },
      { y: 110, cells: [[40, 'New Balance Total'], right(300, '$60.00')] },
      {
        y: 130,
        cells: [
          [40, 'Date'],
          [110, 'Description'],
          [540, 'Amount'],
        ],
      },
      { y: 144, cells: [[40, '10/03/2022'], [110, 'PAYMENT THANK YOU'], right(580, '-$100.00')] },
      { y: 156, cells: [[40, '10/05/2022'], [110, 'GROCER ANYTOWN'], right(580, '$60.00')] },
      { y: 180, cells: [[40, 'Interest Charge Calculation']] },
      {
        y: 192,
        cells: [
          [40, 'Purchases'],
          [200, '19.24% V'],
          right(400, '$1,306.64'),
          right(500, '$20.95'),
        ],
      },
    ]);
    expect(rows(s!)).toEqual([
      ['2022-10-03', '100.00'],
      ['2022-10-05', '-60.00'],
    ]);
    expect([s!.bankName, s!.accountNumber, s!.currency, s!.openingBalance]).toEqual([
      'Example Bank USA',
      '8690',
      'USD',
      '-100.00',
    ]);
    expect(s!.checks.reconciled).toBe(true);
  });

  it('two money labels OCR read as one phrase with misread units ("Paid In(f) Withdrawn(g)") are still two columns', () => {
    const row = (
      y: number,
      d: string,
      text: string,
      inn: string,
      out: string,
      bal: string,
    ): FixtureLine => ({
      y,
      cells: [[40, d], [110, text], right(410, inn), right(480, out), right(560, bal)],
    });
    const [s] = read([
      {
        y: 30,
        cells: [
          [40, 'Example Bank'],
          [300, 'Period Covered 01 AUG 2024 to 31 AUG 2024'],
        ],
      },
      {
        y: 60,
        cells: [
          [40, 'Date'],
          [110, 'Description'],
          [365, '"Paid In(f) Withdrawn(g)'],
          [506, 'Balance(£)'],
        ],
      },
      row(74, '01 AUG 2024', 'BROUGHT FORWARD', '', '', '2,944.62'),
      row(86, '01 AUG 2024', 'Card Transaction GREGGS', '', '2.89', '2,941.73'),
      row(98, '02 AUG 2024', 'Cash & Dep Machine', '30.00', '', '2,971.73'),
    ]);
    expect(rows(s!)).toEqual([
      ['2024-08-01', '-2.89'],
      ['2024-08-02', '30.00'],
    ]);
    expect(s!.checks.reconciled).toBe(true);
  });

  it('a later account of a consolidated statement, printed without a year, takes it from a full date the document prints — not the clock', () => {
    const part = (
      y: number,
      name: string,
      no: string,
      open: string,
      a: string,
      close: string,
    ): FixtureLine[] => [
      {
        y,
        cells: [
          [40, name],
          [420, `Account No. ${no}`],
        ],
      },
      {
        y: y + 12,
        cells: [
          [40, 'Date'],
          [110, 'Description'],
          [380, 'Withdrawal'],
          [450, 'Deposit'],
          [530, 'Balance'],
        ],
      },
      { y: y + 24, cells: [[40, '01 Apr'], [110, 'Balance Brought Forward'], right(570, open)] },
      {
        y: y + 36,
        cells: [[40, '14 Apr'], [110, 'Funds Transfer'], right(420, a), right(570, close)],
      },
      { y: y + 48, cells: [[110, 'Balance Carried Forward'], right(570, close)] },
    ];
    const statements = read(
      [
        {
          y: 30,
          cells: [
            [40, 'Example Bank Ltd'],
            [420, 'Consolidated Statement'],
          ],
        },
        { y: 42, cells: [[40, 'Interest rates effective 01 Jan 2024']] },
        ...part(80, 'Current Account', '978-458535-5', '1,000.00', '90.00', '910.00'),
      ],
      [
        {
          y: 30,
          cells: [
            [40, 'Example Bank Ltd'],
            [420, 'Consolidated Statement'],
          ],
        },
        ...part(60, 'Savings Plus', '409-60319-1', '2,000.00', '50.00', '1,950.00'),
      ],
    );
    expect(statements.map((s) => s.transactions.map((t) => t.date))).toEqual([
      ['2024-04-14'],
      ['2024-04-14'],
    ]);
    expect(statements.every((s) => !s.checks.issues.some((i) => i.code === 'year_guessed'))).toBe(
      true,
    );
  });
});
