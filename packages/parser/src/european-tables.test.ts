/**
 * Continental European table shapes (invented fixtures): Italian, Portuguese and Dutch column
 * labels, debit/credit columns printed before the description, year-less "dd.mm" dates that
 * must not decide the decimal separator, amounts with a trailing "€", a booking column whose
 * label names both the booking and its text, and balance labels in those languages.
 */
import { describe, expect, it } from 'vitest';
import { buildLines } from './layout/lines.ts';
import { buildStatements } from './statement.ts';
import { type Cell, type FixtureLine, pageWords, right } from './testing/page-words.ts';

function read(...pages: FixtureLine[][]) {
  const { statements } = buildStatements(pages.map((p, i) => buildLines(pageWords(i + 1, p))));
  expect(statements).toHaveLength(1);
  return statements[0]!;
}

const rows = (s: ReturnType<typeof read>) =>
  s.transactions.map((t) => [t.date, t.amount, t.description]);

/** An Italian row: booking and value date, DARE and AVERE, then the description. */
function italianRow(y: number, d: string, dare: string, avere: string, text: string): FixtureLine {
  return {
    y,
    cells: [
      [40, d],
      [110, d],
      ...(dare ? [right(250, dare)] : []),
      ...(avere ? [right(330, avere)] : []),
      [350, text],
    ],
  };
}

describe('European table shapes', () => {
  it('Italian: DARE/AVERE printed before the description, amounts before a total label', () => {
    const row = italianRow;
    const s = read([
      { y: 30, cells: [[40, 'Banca Esempio']] },
      { y: 45, cells: [[40, 'Estratto conto al 30.09.2024 - periodo dal 01.07.2024']] },
      {
        y: 90,
        cells: [
          [40, 'DATA'],
          [110, 'DATA'],
        ],
      },
      {
        y: 100,
        cells: [
          [40, 'CONTABILE'],
          [110, 'VALUTA'],
          [230, 'DARE'],
          [305, 'AVERE'],
          [350, 'DESCRIZIONE OPERAZIONI'],
        ],
      },
      row(114, '30/06/24', '', '1.000,00', 'SALDO INIZIALE A VOSTRO CREDITO'),
      row(126, '02/07/24', '20,00', '', 'CANONE MENSILE CONTO'),
      { y: 136, cells: [[350, 'CARTA 1234']] },
      row(148, '15/08/24', '', '1.500,00', 'BONIFICO A VOSTRO FAVORE'),
      row(160, '20/09/24', '700,00', '', 'PAGAMENTO POS'),
      { y: 174, cells: [right(250, '720,00'), right(330, '1.500,00'), [350, 'TOTALE MOVIMENTI']] },
      row(186, '30/09/24', '', '1.780,00', 'SALDO FINALE A VOSTRO CREDITO'),
    ]);
    expect(rows(s)).toEqual([
      ['2024-07-02', '-20.00', 'CANONE MENSILE CONTO CARTA 1234'],
      ['2024-08-15', '1500.00', 'BONIFICO A VOSTRO FAVORE'],
      ['2024-09-20', '-700.00', 'PAGAMENTO POS'],
    ]);
    expect([s.periodStart, s.periodEnd, s.openingBalance, s.closingBalance]).toEqual([
      '2024-07-01',
      '2024-09-30',
      '1000.00',
      '1780.00',
    ]);
    expect(s.checks.reconciled).toBe(true);
  });

  it('Italian: a closing balance line printed in the DARE column is overdrawn', () => {
    const s = read([
      { y: 45, cells: [[40, 'Estratto conto dal 01.07.2024 al 31.07.2024']] },
      {
        y: 100,
        cells: [
          [40, 'DATA'],
          [110, 'VALUTA'],
          [230, 'DARE'],
          [305, 'AVERE'],
          [350, 'DESCRIZIONE'],
        ],
      },
      italianRow(114, '30/06/24', '', '100,00', 'SALDO INIZIALE A VOSTRO CREDITO'),
      italianRow(126, '02/07/24', '300,00', '', 'BONIFICO'),
      italianRow(138, '31/07/24', '200,00', '', 'SALDO FINALE A VOSTRO DEBITO'),
    ]);
    expect([s.openingBalance, s.closingBalance, s.checks.reconciled]).toEqual([
      '100.00',
      '-200.00',
      true,
    ]);
  });

  it('Portuguese: "dd.mm" dates in two columns do not make "." the decimal separator; A TRANSPORTAR / TRANSPORTE', () => {
    const header: FixtureLine['cells'] = [
      [40, 'Data Mov.'],
      [100, 'Data Valor'],
      [160, 'Descritivo'],
      [380, 'Débito'],
      [440, 'Crédito'],
      [520, 'Saldo'],
    ];
    const row = (y: number, d: string, text: string, deb: string, cred: string, bal: string) => ({
      y,
      cells: [
        [40, d],
        [100, d],
        [160, text],
        ...(deb ? [right(410, deb)] : []),
        ...(cred ? [right(470, cred)] : []),
        right(545, bal),
      ] as FixtureLine['cells'],
    });
    const s = read(
      [
        { y: 30, cells: [[40, 'Banco Exemplo']] },
        { y: 45, cells: [[40, 'EXTRATO DE 2024/03/01 A 2024/03/31']] },
        { y: 100, cells: header },
        { y: 114, cells: [[160, 'SALDO INICIAL'], right(545, '1.000,00')] },
        row(126, '02.03', 'COMPRA LOJA', '20,00', '', '980,00'),
        row(138, '03.03', 'VENCIMENTO', '', '500,00', '1.480,00'),
        row(150, '04.03', 'LEVANTAMENTO', '80,00', '', '1.400,00'),
        { y: 162, cells: [[160, 'A TRANSPORTAR'], right(545, '1.400,00')] },
      ],
      [
        { y: 100, cells: header },
        { y: 114, cells: [[160, 'TRANSPORTE'], right(545, '1.400,00')] },
        row(126, '10.03', 'COMPRA LOJA', '100,00', '', '1.300,00'),
        row(138, '20.03', 'TRF RECEBIDA', '', '200,00', '1.500,00'),
        { y: 150, cells: [[160, 'SALDO FINAL'], right(545, '1.500,00')] },
      ],
    );
    expect(s.transactions.map((t) => [t.date, t.amount])).toEqual([
      ['2024-03-02', '-20.00'],
      ['2024-03-03', '500.00'],
      ['2024-03-04', '-80.00'],
      ['2024-03-10', '-100.00'],
      ['2024-03-20', '200.00'],
    ]);
    expect([s.openingBalance, s.closingBalance, s.checks.reconciled]).toEqual([
      '1000.00',
      '1500.00',
      true,
    ]);
  });

  it('Dutch: "Periode … t/m …", Beginsaldo/Eindsaldo, Bedrag af / Bedrag bij, amounts with "€"', () => {
    const row = (y: number, d: string, text: string, af: string, bij: string) => ({
      y,
      cells: [
        [40, d],
        [100, text],
        ...(af ? [right(420, `${af} €`)] : []),
        ...(bij ? [right(520, `${bij} €`)] : []),
      ] as FixtureLine['cells'],
    });
    const s = read([
      { y: 30, cells: [[40, 'Voorbeeldbank N.V.']] },
      { y: 45, cells: [[300, 'Periode 01-08-2025 t/m 30-09-2025']] },
      { y: 60, cells: [[300, 'Beginsaldo'], right(520, '100,00 €')] },
      { y: 72, cells: [[300, 'Eindsaldo'], right(520, '2.130,50 €')] },
      {
        y: 100,
        cells: [
          [40, 'Datum'],
          [100, 'Omschrijving'],
          [370, 'Bedrag af'],
          [470, 'Bedrag bij'],
        ],
      },
      row(114, '02-08', 'Geldautomaat Centrum', '19,50', ''),
      row(126, '05-08', 'Salaris', '', '2.100,00'),
      row(138, '29-09', 'Supermarkt', '50,00', ''),
    ]);
    expect(s.transactions.map((t) => [t.date, t.amount])).toEqual([
      ['2025-08-02', '-19.50'],
      ['2025-08-05', '2100.00'],
      ['2025-09-29', '-50.00'],
    ]);
    expect([s.periodStart, s.periodEnd, s.openingBalance, s.closingBalance]).toEqual([
      '2025-08-01',
      '2025-09-30',
      '100.00',
      '2130.50',
    ]);
    expect(s.checks.reconciled).toBe(true);
  });

  it('German: "Buchung" over "Valuta" carries the booking and value dates, "Buchung / Verwendungszweck" the text, "Alter Saldo 1.000,00 Euro"', () => {
    const s = read([
      { y: 30, cells: [[40, 'Beispielbank']] },
      { y: 45, cells: [[300, 'Kontoauszug vom 01.06.2021 bis 30.06.2021']] },
      { y: 60, cells: [[300, 'Alter Saldo'], right(540, '1.000,00 Euro')] },
      { y: 72, cells: [[300, 'Neuer Saldo'], right(540, '1.214,99 Euro')] },
      { y: 90, cells: [[40, 'Buchung']] },
      {
        y: 100,
        cells: [
          [40, 'Valuta'],
          [130, 'Buchung / Verwendungszweck'],
          [480, 'Betrag (EUR)'],
        ],
      },
      { y: 114, cells: [[40, '01.06.2021'], [130, 'Gutschrift Beispiel'], right(530, '221,17')] },
      {
        y: 124,
        cells: [
          [40, '03.06.2021'],
          [130, 'Rechnung 3845'],
        ],
      },
      { y: 138, cells: [[40, '02.06.2021'], [130, 'Kartenzahlung Markt'], right(530, '-6,18')] },
      { y: 148, cells: [[40, '04.06.2021']] },
    ]);
    // the date under the booking date is the row's value date, its text the row's too
    expect(s.transactions.map((t) => [t.date, t.postDate, t.amount, t.description])).toEqual([
      ['2021-06-01', '2021-06-03', '221.17', 'Gutschrift Beispiel Rechnung 3845'],
      ['2021-06-02', '2021-06-04', '-6.18', 'Kartenzahlung Markt'],
    ]);
    // (the balances spell their currency out)
    expect([s.openingBalance, s.closingBalance, s.checks.reconciled]).toEqual([
      '1000.00',
      '1214.99',
      true,
    ]);
  });

  it('German card: "Beleg-" over "datum" dates the purchase, "Buchungs-" over "datum" is when it was booked; "Fremd-" over "währung" is no money of the card', () => {
    const row = (
      y: number,
      beleg: string,
      buchung: string,
      text: string,
      fx: string,
      amount: string,
    ) => ({
      y,
      cells: [
        [40, beleg],
        [110, buchung],
        [180, text],
        ...(fx ? [[400, fx] as Cell] : []),
        right(540, amount),
      ] as FixtureLine['cells'],
    });
    const s = read([
      { y: 30, cells: [[40, 'Beispielkasse']] },
      { y: 45, cells: [[40, 'Abrechnungszeitraum 11.08.2019 - 10.09.2019']] },
      {
        y: 90,
        cells: [
          [40, 'Beleg-'],
          [110, 'Buchungs-'],
          [400, 'Fremd-'],
        ],
      },
      {
        y: 100,
        cells: [
          [40, 'datum'],
          [110, 'datum'],
          [180, 'Verwendungszweck'],
          [400, 'währung'],
          [450, 'Kurs'],
          [500, 'Betrag EUR'],
        ],
      },
      { y: 114, cells: [[180, 'Saldo letzte Abrechnung'], right(540, '100,00 -')] },
      row(126, '11.08.', '12.08.', 'IKEA FRANKFURT', '', '3,74 -'),
      row(138, '20.08.', '22.08.', 'STARBUCKS LONDON', 'GBP 45,82', '52,33 -'),
      row(150, '25.08.', '26.08.', 'GUTSCHRIFT', '', '20,00 +'),
      { y: 162, cells: [[180, 'Neuer Saldo'], right(540, '136,07 -')] },
    ]);
    expect(s.transactions.map((t) => [t.date, t.postDate, t.amount])).toEqual([
      ['2019-08-11', '2019-08-12', '-3.74'],
      ['2019-08-20', '2019-08-22', '-52.33'],
      ['2019-08-25', '2019-08-26', '20.00'],
    ]);
    expect(s.checks.reconciled).toBe(true);
  });

  it('Dutch: an "Af"/"Bij" cell before one amount column gives the sign', () => {
    const row = (y: number, d: string, text: string, side: string, amount: string) => ({
      y,
      cells: [
        [40, d],
        [100, text],
        [400, 'OV'],
        [440, side],
        right(540, amount),
      ] as FixtureLine['cells'],
    });
    const s = read([
      { y: 30, cells: [[40, 'Voorbeeldbank']] },
      { y: 45, cells: [[300, 'Periode 13-02-2024 t/m 14-03-2024']] },
      { y: 60, cells: [[300, 'Beginsaldo'], right(540, '100,00')] },
      { y: 72, cells: [[300, 'Eindsaldo'], right(540, '150,00')] },
      {
        y: 100,
        cells: [
          [40, 'Datum'],
          [100, 'Naam / Omschrijving'],
          [400, 'Code'],
          [440, 'Af Bij'],
          [490, 'Bedrag (EUR)'],
        ],
      },
      row(114, '13-02', 'Werkgever B.V.', 'Bij', '80,00'),
      row(126, '14-02', 'Supermarkt', 'Af', '30,00'),
    ]);
    expect(s.transactions.map((t) => [t.date, t.amount, t.description])).toEqual([
      ['2024-02-13', '80.00', 'Werkgever B.V. OV'],
      ['2024-02-14', '-30.00', 'Supermarkt OV'],
    ]);
    expect(s.checks.reconciled).toBe(true);
  });

  it('Brazilian: "Valor R$" with D/C markers, Lote | Documento, "Saldo do dia" and a final "SALDO"', () => {
    const row = (y: number, d: string, text: string, amount: string, ref = true) => ({
      y,
      cells: [
        [40, d],
        ...(ref ? [[110, '09903'] as Cell, [150, '4567890']] : []),
        [230, text],
        right(545, amount),
      ] as FixtureLine['cells'],
    });
    const s = read([
      { y: 30, cells: [[40, 'Banco Exemplo']] },
      {
        y: 45,
        cells: [
          [40, 'Cliente'],
          [120, 'FULANO DE TAL'],
        ],
      },
      {
        y: 60,
        cells: [
          [40, 'Período'],
          [120, '01/07/2024 a 31/07/2024'],
        ],
      },
      {
        y: 100,
        cells: [
          [40, 'Dia'],
          [110, 'Lote'],
          [150, 'Documento'],
          [230, 'Histórico'],
          [500, 'Valor R$'],
        ],
      },
      row(114, '01/07/2024', 'Saldo Anterior', '1.000,00 C', false),
      row(126, '01/07/2024', 'Pix - Enviado', '20,00 D'),
      row(138, '01/07/2024', 'Saldo do dia', '980,00 C', false),
      // the date, lot and document printed tight enough to make one phrase
      {
        y: 150,
        cells: [
          [66, '03/07/2024'],
          [110, '13105'],
          [150, '923055'],
          [230, 'Pix - Recebido'],
          right(545, '500,00 C'),
        ],
      },
      row(162, '03/07/2024', 'Saldo do dia', '1.480,00 C', false),
      row(174, '31/07/2024', 'SALDO', '1.480,00 C', false),
    ]);
    expect(s.transactions.map((t) => [t.date, t.amount, t.description])).toEqual([
      ['2024-07-01', '-20.00', 'Pix - Enviado'],
      ['2024-07-03', '500.00', 'Pix - Recebido'],
    ]);
    expect([s.openingBalance, s.closingBalance, s.accountHolder, s.checks.reconciled]).toEqual([
      '1000.00',
      '1480.00',
      'FULANO DE TAL',
      true,
    ]);
  });

  it('German: "Kontostand am …" opens and closes by place; "Übertrag auf nächstes Blatt" / "von vorigem Blatt"', () => {
    const header: FixtureLine['cells'] = [
      [40, 'Buchungstag'],
      [100, 'Wert'],
      [160, 'Buchungstext'],
      [500, 'Betrag EUR'],
    ];
    const row = (y: number, d: string, text: string, amount: string) => ({
      y,
      cells: [[40, d], [100, d], [160, text], right(545, amount)] as FixtureLine['cells'],
    });
    const s = read(
      [
        { y: 30, cells: [[40, 'Beispielsparkasse']] },
        { y: 45, cells: [[40, 'Kontoauszug vom 01.05.2022 bis 31.05.2022']] },
        {
          y: 86,
          cells: [[40, 'Kontostand am 30.04.2022, Auszug Nr. 10'], right(545, '1.000,00 +')],
        },
        { y: 100, cells: header },
        row(114, '14.05.', 'Bargeldauszahlung', '-100,00'),
        { y: 126, cells: [[160, 'Übertrag auf nächstes Blatt'], right(545, '900,00 +')] },
      ],
      [
        { y: 100, cells: header },
        { y: 112, cells: [[160, 'Übertrag von vorigem Blatt'], right(545, '900,00 +')] },
        row(124, '20.05.', 'Gutschrift', '50,00'),
        { y: 138, cells: [[40, 'Kontostand am 31.05.2022 um 7:32 Uhr'], right(545, '950,00 +')] },
      ],
    );
    expect(s.transactions.map((t) => [t.date, t.amount])).toEqual([
      ['2022-05-14', '-100.00'],
      ['2022-05-20', '50.00'],
    ]);
    expect([s.openingBalance, s.closingBalance, s.checks.reconciled]).toEqual([
      '1000.00',
      '950.00',
      true,
    ]);
  });
});
