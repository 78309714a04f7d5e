/**
 * Bank and holder names from a letterhead that prints no usual bank name line (invented
 * letterheads, no real bank).
 */
import { describe, expect, it } from 'vitest';
import { buildLines } from './layout/lines.ts';
import { extractMetadata } from './metadata.ts';
import { findBankName, findHolder } from './names.ts';
import { type FixtureLine, pageWords } from './testing/page-words.ts';

function page(lines: FixtureLine[]) {
  return buildLines(pageWords(1, lines));
}

describe('a bank word printed as a phrase of its own', () => {
  it.each([
    [
      [
        [40, 'LOQUSA'],
        [80, 'BANK'],
      ],
      'LOQUSA BANK',
    ],
    [
      [
        [40, 'Example'],
        [80, 'Bank,'],
        [110, 'N.A.'],
      ],
      'Example Bank, N.A.',
    ],
    [
      [
        [40, 'Banque'],
        [80, 'Exemple'],
      ],
      'Banque Exemple',
    ],
  ] as Array<[FixtureLine['cells'], string]>)('%j', (cells, name) => {
    const lines = page([
      { y: 40, cells: [...cells, [380, 'Card Statement']] },
      { y: 80, cells: [[40, 'Jane Example']] },
    ]);
    expect(findBankName(lines)).toBe(name);
  });

  it('alone (a column label) it is no name: the letterhead brand is', () => {
    const lines = page([
      {
        y: 40,
        cells: [
          [40, 'EXAMPLEPAY'],
          [380, 'Tax Invoice / Statement'],
        ],
      },
      { y: 150, cells: [[500, 'Bank']] },
      {
        y: 160,
        cells: [
          [40, 'Date'],
          [100, 'Description'],
          [500, 'Charges'],
        ],
      },
    ]);
    expect(findBankName(lines)).toBe('EXAMPLEPAY');
  });
});

describe('the letterhead brand', () => {
  it('is the name when the small print’s legal name starts with it', () => {
    const lines = page([
      {
        y: 40,
        cells: [
          [40, 'Satrex'],
          [380, 'Personal Account statement'],
        ],
      },
      {
        y: 700,
        cells: [[40, 'Satrex Bank Limited is authorised by the Example Regulation Authority']],
      },
    ]);
    expect(findBankName(lines)).toBe('Satrex');
  });

  it('is not the holder, though the bank’s address follows it', () => {
    const lines = page([
      {
        y: 40,
        cells: [
          [40, 'EXAMPLE EXPRESS'],
          [380, 'Business Card'],
        ],
      },
      { y: 51, cells: [[40, 'JANE Q EXAMPLE']] },
      { y: 62, cells: [[40, '143 SAMPLE ST APT 2B']] },
      { y: 73, cells: [[40, 'SAMPLETON NY 12345']] },
    ]);
    const bank = findBankName(lines);
    expect(bank).toBe('EXAMPLE EXPRESS');
    expect(findHolder(lines, bank)).toBe('JANE Q EXAMPLE');
  });
});

describe('bank names in small print and summary boxes', () => {
  it('"LOIX is a business name of …": the brand; a summary line with "financial" is no bank', () => {
    const lines = page([
      {
        y: 40,
        cells: [
          [40, 'LOIX'],
          [400, 'Online Saver statement'],
        ],
      },
      {
        y: 100,
        cells: [
          [40, 'Opening balance'],
          [400, 'Interest earned this financial year'],
        ],
      },
      {
        y: 700,
        cells: [
          [40, 'LOIX is a business name of Example Bank Australia Limited ABN 61 000 353 280.'],
        ],
      },
    ]);
    expect(findBankName(lines)).toBe('LOIX');
  });

  it('"… Banking Group" is a bank', () => {
    const lines = page([
      {
        y: 40,
        cells: [
          [40, 'ACCESS STATEMENT'],
          [400, 'Example Banking Group'],
        ],
      },
    ]);
    expect(findBankName(lines)).toBe('Example Banking Group');
  });
});

describe('holders', () => {
  it('a product line ("VIP Banking", "Business Checking") is no holder', () => {
    const lines = page([
      { y: 80, cells: [[40, 'VIP Banking']] },
      { y: 91, cells: [[40, 'JANE W EXAMPLE']] },
      { y: 102, cells: [[40, '215-9396 SAMPLE ST']] },
      { y: 113, cells: [[40, 'SAMPLETON BC V6H 0M6']] },
    ]);
    expect(findHolder(lines)).toBe('JANE W EXAMPLE');
  });

  it('a Spanish street line ("CRA 59 # 23 - 14") ends the holder’s address block', () => {
    const lines = page([
      { y: 80, cells: [[40, 'LUCIA EJEMPLO RUIZ']] },
      { y: 91, cells: [[40, 'CRA 59 # 23 - 14']] },
      { y: 102, cells: [[40, 'CIUDAD EJEMPLO']] },
    ]);
    expect(findHolder(lines)).toBe('LUCIA EJEMPLO RUIZ');
  });

  it.each([
    // Japanese: an honorific after the name, a block-number street, a NNN-NNNN postcode
    [
      ['NAKAMURA AKIKO SAMA', '7-8-17 Hakata-eki-mae', 'Hakata-ku, Fukuoka 212-7502'],
      'NAKAMURA AKIKO',
    ],
    // Swedish street and "NNN NN" postcode; Polish "UL." street and "NN-NNN" postcode
    [['Anna Exempelsson', 'Exempelvägen 14', '670 05 EXEMPELSTAD'], 'Anna Exempelsson'],
    [['JAN PRZYKLADOWY', 'UL. PRZYKLADOWA 98/11', '73-597 GDANSK'], 'JAN PRZYKLADOWY'],
    // Chilean form letter: "Sr(a)." is no part of the name
    [['Sr(a). MARIA EJEMPLO SOTO', 'AV EJEMPLO 2971', 'LAS CONDES'], 'MARIA EJEMPLO SOTO'],
  ])('address blocks of other countries: %s', (texts, holder) => {
    const lines = page(texts.map((t, i) => ({ y: 80 + i * 11, cells: [[40, t]] })));
    expect(findHolder(lines)).toBe(holder);
  });

  it('a business card: the company over its address, not a cardholder section heading', () => {
    const lines = page([
      { y: 40, cells: [[400, 'Example Card Business']] },
      { y: 60, cells: [[40, 'EXAMPLE TRADING LTD']] },
      { y: 71, cells: [[40, '47 Example Business Park']] },
      { y: 82, cells: [[40, 'NH2 2HP']] },
      { y: 200, cells: [[40, 'MS JANE EXAMPLE card ending 0443']] },
    ]);
    expect(findHolder(lines)).toBe('EXAMPLE TRADING LTD');
  });

  it('"Name : Jane Example" printed as one phrase is the holder; a row’s "Name:" is not', () => {
    const holder = (lines: FixtureLine[]) => extractMetadata([page(lines)], '.').accountHolder;
    expect(holder([{ y: 80, cells: [[40, 'Name : JANE EXAMPLE']] }])).toBe('JANE EXAMPLE');
    expect(holder([{ y: 80, cells: [[40, 'Karteninhaber: ERIKA BEISPIEL']] }])).toBe(
      'ERIKA BEISPIEL',
    );
    expect(
      holder([
        {
          y: 300,
          cells: [
            [40, '01/02/2024 Wire Name: JOHN DOE Trn: 123'],
            [400, '10.00'],
          ],
        },
      ]),
    ).toBeNull();
  });
});

describe('account numbers', () => {
  const account = (lines: FixtureLine[]) => extractMetadata([page(lines)], '.').accountNumber;
  it.each([
    [
      [
        {
          y: 40,
          cells: [
            [300, 'Loan account'],
            [450, '197-984 398288538'],
          ],
        },
      ],
      '197-984 398288538',
    ],
    [
      [
        {
          y: 40,
          cells: [
            [300, 'No. de Cuenta'],
            [450, '0686320305'],
          ],
        },
      ],
      '0686320305',
    ],
    [[{ y: 40, cells: [[300, 'Gold Cheque Account : 62908126377']] }], '62908126377'],
    [
      [
        { y: 40, cells: [[300, 'Account number']] },
        { y: 51, cells: [[300, '25-3683-9113670-87 Savings Plus']] },
      ],
      '25-3683-9113670-87',
    ],
  ] as Array<[FixtureLine[], string]>)('%j', (lines, number) => {
    expect(account(lines)).toBe(number);
  });
});
