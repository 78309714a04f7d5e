/**
 * Booking texts as continental European banks print them (invented payees and references):
 * one function per country, returning the printed description lines of one transaction.
 */
import { formatDate } from '../../format.ts';
import { fakeWord, type SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import type { Describe } from './kit.ts';

const up = (rng: Rng) => fakeWord(rng).toUpperCase();
const name = (rng: Rng) => {
  const w = fakeWord(rng, 2, 3);
  return w.charAt(0).toUpperCase() + w.slice(1);
};
const digits = (rng: Rng, n: number) => {
  let s = '';
  for (let i = 0; i < n; i++) s += String(rng.int(0, 9));
  return s;
};
/** Day and month of the purchase as printed inside the text (the booking day itself). */
const dm = (tx: SynthTx, sep: string) => `${tx.date.slice(8, 10)}${sep}${tx.date.slice(5, 7)}`;
const hm = (rng: Rng) =>
  `${String(rng.int(7, 22)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;

/** German SEPA booking: type line, payee line, Verwendungszweck and EREF/MREF/CRED lines. */
export const germanSepa: Describe = (rng, credit, tx) => {
  const kind = credit
    ? rng.pick(['Gutschrift', 'Lohn/Gehalt', 'Überweisung', 'Gutschr. SEPA'])
    : rng.pick(['Lastschrift', 'Kartenzahlung', 'Dauerauftrag', 'Überweisung', 'Bargeldausz.']);
  const payee = credit
    ? rng.pick([
        `${name(rng)} GmbH`,
        `${name(rng)} ${name(rng)}`,
        'Bundesagentur für Arbeit',
        'Familienkasse',
      ])
    : kind === 'Kartenzahlung'
      ? `${rng.pick(['REWE', 'EDEKA', 'LIDL', 'ALDI SUED', 'dm-drogerie markt', 'Rossmann', 'Aral Station'])} ${rng.pick(['Berlin', 'Koeln', 'Muenchen', 'Hamburg', 'Leipzig', 'Essen'])}`
      : kind === 'Bargeldausz.'
        ? `GA ${rng.pick(['Sparkasse', 'Volksbank', 'Commerzbank'])} ${rng.pick(['Hauptstelle', 'Filiale Markt', 'Bahnhof'])}`
        : rng.pick([
            `Stadtwerke ${name(rng)}`,
            'Telekom Deutschland GmbH',
            'Vodafone GmbH',
            'ARD ZDF Deutschlandradio Beitragsservice',
            'HUK-COBURG',
            `${name(rng)} Hausverwaltung`,
            'PayPal Europe S.a.r.l. et Cie S.C.A',
            'Amazon Payments Europe',
            `${name(rng)} Fitness`,
          ]);
  const lines = [kind, payee];
  if (kind === 'Kartenzahlung')
    lines.push(
      `${dm(tx, '.')} ${hm(rng)} Debitk.${rng.int(1, 9)} ${rng.int(2025, 2030)}-${String(rng.int(1, 12)).padStart(2, '0')}`,
    );
  else if (kind === 'Lohn/Gehalt')
    lines.push(`GEHALT ${rng.pick(['JANUAR', 'MAERZ', 'JULI', 'OKTOBER'])}`);
  else if (kind !== 'Bargeldausz.') {
    if (rng.chance(0.7))
      lines.push(
        `${rng.pick(['Kd-Nr.', 'Vertrag', 'Rechnung', 'Miete'])} ${digits(rng, rng.int(6, 10))}`,
      );
    if (rng.chance(0.5)) lines.push(`EREF: ${digits(rng, 12)} MREF: ${up(rng)}${digits(rng, 6)}`);
    if (!credit && rng.chance(0.3)) lines.push(`CRED: DE${digits(rng, 2)}ZZZ0000${digits(rng, 7)}`);
  }
  return lines;
};

/** Austrian: one running line like "Bezahlung Karte MC/000001234 BILLA DANKT 1120" + a reference. */
export const austrian: Describe = (rng, credit, _tx) => {
  if (credit) {
    const t = rng.pick(['Gehalt', 'Gutschrift', 'Familienbeihilfe', 'Rückerstattung']);
    return rng.chance(0.5)
      ? [`${t} ${name(rng)} ${rng.pick(['GmbH', 'AG', 'KG'])}`, `AT${digits(rng, 18)}`]
      : [`${t} ${name(rng)} ${name(rng)}`];
  }
  const k = rng.int(0, 4);
  if (k === 0)
    return [
      `Bezahlung Karte MC/${digits(rng, 9)} ${rng.pick(['BILLA DANKT', 'SPAR DANKT', 'HOFER DANKT', 'MERKUR', 'OMV', 'BIPA'])} ${rng.pick(['1120', '1010', '4020', '8010', '5020'])} ${rng.pick(['WIEN', 'LINZ', 'GRAZ', 'SALZBURG'])}`,
    ];
  if (k === 1)
    return [
      `Lastschrift ${rng.pick(['WIEN ENERGIE', 'A1 TELEKOM AUSTRIA AG', 'MAGENTA TELEKOM', 'GIS GEBUEHREN', 'UNIQA', 'WIENER STADTWERKE'])}`,
      `Mandat ${up(rng)}${digits(rng, 8)} Cred.ID AT${digits(rng, 2)}ZZZ${digits(rng, 8)}`,
    ];
  if (k === 2) return [`Auszahlung Karte MC/${digits(rng, 9)} BANKOMAT ${digits(rng, 6)}`];
  if (k === 3)
    return [`Dauerauftrag ${name(rng)} ${rng.pick(['Miete', 'Sparen', 'Betriebskosten'])}`];
  return [`Überweisung ${name(rng)} ${name(rng)}`, `Zahlungsreferenz ${digits(rng, 10)}`];
};

/** French: PRLV SEPA / CB / VIR lines, with a second reference line sometimes. */
export const french: Describe = (rng, credit, tx) => {
  if (credit) {
    const k = rng.int(0, 3);
    if (k === 0)
      return [
        `VIR SEPA RECU /DE ${up(rng)} SAS`,
        `/MOTIF SALAIRE ${rng.pick(['JUIN', 'JUILLET', 'MARS'])} /REF ${digits(rng, 10)}`,
      ];
    if (k === 1)
      return [
        `VIR CAF DE ${rng.pick(['PARIS', 'LYON', 'GIRONDE', 'NORD'])}`,
        `PRESTATIONS ${digits(rng, 7)}`,
      ];
    if (k === 2) return [`REMBT CPAM ${rng.pick(['PARIS', 'RHONE', 'NANTES'])} ${digits(rng, 8)}`];
    return [`VIR INST RE ${digits(rng, 6)} DE M ${up(rng)} ${up(rng)}`];
  }
  const k = rng.int(0, 5);
  if (k <= 1)
    return [
      `CB ${rng.pick(['CARREFOUR', 'MONOPRIX', 'LECLERC', 'FNAC', 'PICARD', 'SNCF INTERNET', `BOULANGERIE ${up(rng)}`])} ${dm(tx, '/')}`,
      ...(rng.chance(0.4)
        ? [
            `${rng.pick(['PARIS', 'LYON', 'NANTES', 'LILLE'])} CARTE ${digits(rng, 4)}X${digits(rng, 4)}`,
          ]
        : []),
    ];
  if (k === 2)
    return [
      `PRLV SEPA ${rng.pick(['EDF CLIENTS PARTICULIERS', 'FREE MOBILE', 'ORANGE SA', 'SFR', 'MAIF', 'ENGIE', 'NAVIGO'])}`,
      `ECH/${dm(tx, '')}${rng.int(23, 25)} ID EMETTEUR/FR${digits(rng, 2)}ZZZ${digits(rng, 6)} MDT/${digits(rng, 12)}`,
    ];
  if (k === 3)
    return [`RETRAIT DAB ${dm(tx, '/')} ${rng.pick(['PARIS 11', 'LYON PART DIEU', 'BORDEAUX'])}`];
  if (k === 4) return [`CHEQUE N° ${digits(rng, 7)}`];
  return [
    rng.pick(['COTISATION OFFRE ESSENTIEL', 'FRAIS TENUE DE COMPTE', 'COMMISSION INTERVENTION']),
    ...(rng.chance(0.5) ? [`PERIODE ${dm(tx, '/')}`] : []),
  ];
};

/** Belgian, French or Dutch wording (Bancontact, domiciliation/domiciliëring, virement européen). */
export const belgian =
  (nl: boolean): Describe =>
  (rng, credit, tx) => {
    const when = `${dm(tx, '-')} ${hm(rng)}`;
    const city = rng.pick(['BRUXELLES', 'ANTWERPEN', 'GENT', 'LIEGE', 'NAMUR', 'LEUVEN']);
    if (credit)
      return nl
        ? [
            `Europese overschrijving van ${name(rng)} ${name(rng)}`,
            `BE${digits(rng, 14)}`,
            `Mededeling: ${rng.pick(['loon', 'terugbetaling', 'huur'])} ${digits(rng, 4)}`,
          ]
        : [
            `Virement européen de ${name(rng)} ${name(rng)}`,
            `BE${digits(rng, 14)}`,
            `Communication: +++${digits(rng, 3)}/${digits(rng, 4)}/${digits(rng, 5)}+++`,
          ];
    const k = rng.int(0, 3);
    const shop = rng.pick(['DELHAIZE', 'COLRUYT', 'CARREFOUR MARKET', 'ALDI', 'KRUIDVAT', 'TOTAL']);
    if (k <= 1)
      return nl
        ? [
            `Betaling met debetkaart ${shop} ${city}`,
            `${when} Bancontact kaart ${digits(rng, 4)} XXXX ${digits(rng, 4)}`,
          ]
        : [
            `Paiement par carte de débit ${shop} ${city}`,
            `${when} Bancontact carte ${digits(rng, 4)} XXXX ${digits(rng, 4)}`,
          ];
    const payee = rng.pick([
      'PROXIMUS',
      'ENGIE ELECTRABEL',
      'TELENET',
      'LUMINUS',
      'ETHIAS',
      'MUTUALITE CHRETIENNE',
    ]);
    if (k === 2)
      return nl
        ? [`Europese domiciliëring ${payee}`, `Mandaat ${digits(rng, 10)} Ref. ${digits(rng, 12)}`]
        : [
            `Domiciliation européenne ${payee}`,
            `Mandat ${digits(rng, 10)} Réf. ${digits(rng, 12)}`,
          ];
    return nl
      ? [`Geldopname aan automaat ${city}`, when]
      : [`Retrait d'argent distributeur ${city}`, when];
  };

/** Spanish: COMPRA TARJ., RECIBO, TRANSFERENCIA, BIZUM. */
export const spanish: Describe = (rng, credit, _tx) => {
  if (credit)
    return [
      rng.pick([
        `TRANSFERENCIA DE ${up(rng)} ${up(rng)} S.L., CONCEPTO NOMINA`,
        `BIZUM DE ${up(rng)} ${up(rng)} CONCEPTO ${rng.pick(['CENA', 'REGALO', 'LOTERIA'])}`,
        `ABONO DEVOLUCION ${rng.pick(['AMAZON EU', 'ZARA.COM', 'DECATHLON'])}`,
        'LIQUIDACION INTERESES',
      ]),
    ];
  const k = rng.int(0, 4);
  if (k <= 1)
    return [
      `COMPRA TARJ. 5540XXXXXXXX${digits(rng, 4)} ${rng.pick(['MERCADONA', 'LIDL', 'EL CORTE INGLES', 'REPSOL', 'DIA', 'CARREFOUR'])} ${rng.pick(['MADRID', 'SEVILLA', 'VALENCIA', 'MALAGA', 'ZARAGOZA'])}`,
    ];
  if (k === 2)
    return [
      `RECIBO ${rng.pick(['IBERDROLA CLIENTES SAU', 'ENDESA ENERGIA', 'TELEFONICA DE ESPANA', 'MAPFRE SEGUROS', 'CANAL DE ISABEL II'])} Nº RECIBO ${digits(rng, 10)}`,
    ];
  if (k === 3)
    return [`RETIRADA EFECTIVO CAJERO ${digits(rng, 4)} ${rng.pick(['MADRID', 'BILBAO'])}`];
  return [`BIZUM A ${up(rng)} ${up(rng)}`];
};

/** Italian: PAGAMENTO POS, ADDEBITO SDD, BONIFICO, PRELIEVO BANCOMAT; business wording allowed. */
export const italian: Describe = (rng, credit, tx) => {
  if (credit)
    return rng.pick([
      [
        `BONIFICO A VOSTRO FAVORE DA ${up(rng)} SRL`,
        `CAUSALE: FATTURA N. ${rng.int(1, 400)}/${rng.int(2023, 2025)}`,
      ],
      [`ACCREDITO EMOLUMENTI ${up(rng)} SPA`],
      ['VERSAMENTO CONTANTI', `FILIALE ${rng.pick(['MILANO', 'TORINO', 'BOLOGNA'])}`],
      [`INCASSO POS ${up(rng)} DEL ${dm(tx, '/')}`],
    ]);
  const k = rng.int(0, 5);
  if (k <= 1)
    return [
      `PAGAMENTO POS ${rng.pick(['ESSELUNGA', 'COOP', 'CONAD', 'ENI STATION', 'AUTOGRILL'])} ${rng.pick(['MILANO', 'ROMA', 'TORINO', 'NAPOLI'])}`,
      `CARTA ${digits(rng, 4)}****${digits(rng, 4)} DEL ${dm(tx, '/')} ORE ${hm(rng)}`,
    ];
  if (k === 2)
    return [
      `ADDEBITO DIRETTO SDD ${rng.pick(['ENEL ENERGIA', 'TIM SPA', 'A2A ENERGIA', 'VODAFONE ITALIA', 'HERA COMM'])}`,
      `MANDATO ${digits(rng, 12)}`,
    ];
  if (k === 3)
    return [
      `DISPOSIZIONE DI BONIFICO A FAVORE DI ${up(rng)} ${up(rng)}`,
      `CAUSALE: ${rng.pick(['AFFITTO', 'FORNITURA', 'SALDO FATTURA'])} ${digits(rng, 5)}`,
    ];
  if (k === 4)
    return [
      `PRELIEVO BANCOMAT ${dm(tx, '/')} ${rng.pick(['ATM BANCA', 'SPORTELLO'])} ${digits(rng, 5)}`,
    ];
  return [
    rng.pick([
      'COMMISSIONI SU BONIFICI',
      'F24 DELEGA UNIFICATA',
      'IMPOSTA DI BOLLO',
      'CANONE MENSILE CONTO',
    ]),
  ];
};

/** Dutch: betaalautomaat / incasso / overboeking lines with IBAN and kenmerk. */
export const dutch: Describe = (rng, credit, tx) => {
  if (credit)
    return [
      `${up(rng)} B.V.`,
      `NL${digits(rng, 2)}INGB0${digits(rng, 9)}`,
      `${rng.pick(['Salaris', 'Zorgtoeslag', 'Terugbetaling', 'Vakantiegeld'])} ${digits(rng, 6)}`,
    ];
  const k = rng.int(0, 3);
  if (k <= 1)
    return [
      `${rng.pick(['Albert Heijn', 'Jumbo', 'HEMA', 'Kruidvat', 'NS Groep', 'Shell'])} ${digits(rng, 4)} ${rng.pick(['AMSTERDAM', 'UTRECHT', 'ROTTERDAM', 'EINDHOVEN'])}`,
      `Pasvolgnr:${digits(rng, 3)} ${dm(tx, '-')}-${tx.date.slice(0, 4)} ${hm(rng)}`,
    ];
  if (k === 2)
    return [
      `${rng.pick(['VATTENFALL', 'ZIGGO SERVICES', 'KPN B.V.', 'Belastingdienst', 'Eneco', 'Zilveren Kruis'])}`,
      `Incassant: NL${digits(rng, 2)}ZZZ${digits(rng, 12)}`,
      `Kenmerk: ${digits(rng, 14)}`,
    ];
  return [
    `Geldautomaat ${rng.pick(['Centrum', 'Station'])} ${rng.pick(['AMSTERDAM', 'LEIDEN', 'GRONINGEN'])}`,
    `Pasvolgnr:${digits(rng, 3)}`,
  ];
};

/** Portuguese: COMPRA / LEV / TRF MB WAY / DD. */
export const portuguese: Describe = (rng, credit, _tx) => {
  if (credit)
    return [
      rng.pick([
        `TRF CRED SEPA+ ${up(rng)} LDA`,
        `TRF MB WAY DE ${up(rng)} ${up(rng)}`,
        `VENCIMENTO ${up(rng)} SA`,
        'DEVOLUCAO IRS',
      ]),
    ];
  const k = rng.int(0, 4);
  if (k <= 1)
    return [
      `COMPRA ${digits(rng, 4)} ${rng.pick(['PINGO DOCE', 'CONTINENTE', 'LIDL', 'GALP', 'FNAC'])} ${rng.pick(['LISBOA', 'PORTO', 'BRAGA', 'COIMBRA', 'FARO'])}`,
    ];
  if (k === 2)
    return [
      `DD ${rng.pick(['EDP COMERCIAL', 'MEO SA', 'NOS COMUNICACOES', 'EPAL', 'VODAFONE PT'])} ${digits(rng, 9)}`,
    ];
  if (k === 3)
    return [`LEV ${digits(rng, 4)} ${rng.pick(['LISBOA', 'PORTO'])} ATM ${digits(rng, 5)}`];
  return [
    rng.pick([
      `PAG SERV ${digits(rng, 5)} ${digits(rng, 9)}`,
      `TRF MB WAY P/ ${up(rng)}`,
      'IMPOSTO DO SELO',
      'COMISSAO MANUTENCAO CONTA',
    ]),
  ];
};

/** German credit-card merchant line; some abroad (with a foreign-currency note). */
export const cardMerchant = (rng: Rng): { text: string; abroad: string | null } => {
  const abroad = rng.chance(0.2);
  if (abroad) {
    const [city, currency] = rng.pick([
      ['NEW YORK', 'USD'],
      ['LONDON', 'GBP'],
      ['ZURICH', 'CHF'],
      ['PRAHA', 'CZK'],
    ] as const);
    return {
      text: `${rng.pick([`HOTEL ${up(rng)}`, 'UBER *TRIP', 'STARBUCKS', `AIRBNB * HM${digits(rng, 6)}`])} ${city}`,
      abroad: currency,
    };
  }
  return {
    text: `${rng.pick(['AMAZON.DE', 'LUFTHANSA', 'DB VERTRIEB GMBH', 'NETFLIX.COM', 'SPOTIFY', 'IKEA', 'MEDIAMARKT', 'SHELL', 'ZALANDO SE', 'APPLE.COM/BILL'])} ${rng.pick(['BERLIN', 'FRANKFURT', 'MUENCHEN', 'HAMBURG', 'AMSTERDAM', 'LUXEMBOURG'])}`,
    abroad: null,
  };
};

/** Swiss (PostFinance-like): upper-case KAUF/DIENSTLEISTUNG, TWINT, GIRO, BEZUG lines. */
export const swiss: Describe = (rng, credit, tx) => {
  const when = `${dm(tx, '.')}.${tx.date.slice(2, 4)}`;
  if (credit)
    return rng.pick([
      [
        `GUTSCHRIFT VON ${up(rng)} AG`,
        `MITTEILUNGEN: LOHN ${rng.pick(['JULI', 'MAERZ', 'OKTOBER'])}`,
      ],
      [
        `TWINT GUTSCHRIFT ${up(rng)} ${up(rng)}`,
        `+41 7${rng.int(5, 9)} ${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)}`,
      ],
      [`GIRO AUS KONTO ${up(rng)} ${up(rng)}`],
    ]);
  const k = rng.int(0, 4);
  const town = rng.pick(['ZUERICH', 'BERN', 'BASEL', 'LUZERN', 'WINTERTHUR', 'ST. GALLEN']);
  if (k <= 1)
    return [
      `KAUF/DIENSTLEISTUNG VOM ${when}`,
      `KARTEN NR. XXXX${digits(rng, 4)}`,
      `${rng.pick(['MIGROS', 'COOP', 'DENNER', 'SBB CFF FFS', 'MIGROLINO', 'MANOR'])} ${town}`,
    ];
  if (k === 2)
    return [
      `TWINT KAUF/DIENSTLEISTUNG VOM ${when}`,
      `${rng.pick(['GALAXUS', 'DIGITEC', 'COOP PRONTO'])} ${town}`,
    ];
  if (k === 3)
    return [
      `LASTSCHRIFT ${rng.pick(['SWISSCOM (SCHWEIZ) AG', 'CSS KRANKENVERSICHERUNG', 'EWZ', 'SERAFE AG', 'HELSANA'])}`,
      `REFERENZ ${digits(rng, 2)} ${digits(rng, 5)} ${digits(rng, 5)} ${digits(rng, 5)}`,
    ];
  return [`BARGELDBEZUG VOM ${when}`, `POSTOMAT ${town}`];
};

/** German business account (Volksbank-like): invoices, tax office, payroll, social insurance. */
export const germanBusiness: Describe = (rng, credit, tx) => {
  const year = Number(tx.date.slice(0, 4));
  const invoice = `RE ${year - rng.int(0, 1)}-${digits(rng, 4)}`;
  const month = formatDate(tx.date, 'MMMM', 'de');
  if (credit)
    return rng.pick([
      [
        'Gutschrift',
        `${name(rng)} ${rng.pick(['GmbH', 'GmbH & Co. KG', 'AG', 'e.K.'])}`,
        `${invoice} vom ${rng.int(1, 28)}.${tx.date.slice(5, 7)}.`,
      ],
      ['SEPA-Gutschrift', `${name(rng)} ${name(rng)}`, `Kd-Nr. ${digits(rng, 5)} ${invoice}`],
      ['Einzahlung', `Tageslosung Filiale ${rng.int(1, 9)}`],
    ]);
  return rng.pick([
    [
      'Überweisung',
      `${name(rng)} ${rng.pick(['GmbH', 'Großhandel KG', 'Logistik GmbH'])}`,
      `${invoice} Kd ${digits(rng, 6)}`,
    ],
    [
      'SEPA-Basislastschrift',
      `Finanzamt ${name(rng)}`,
      `USt-VA ${month} ${year} StNr ${digits(rng, 3)}/${digits(rng, 4)}/${digits(rng, 4)}`,
    ],
    [
      'SEPA-Firmenlastschrift',
      rng.pick(['AOK Nordost', 'Techniker Krankenkasse', 'BARMER', 'Berufsgenossenschaft Handel']),
      `Beitragsnachweis BN ${digits(rng, 8)}`,
    ],
    ['Lohn/Gehalt', `${name(rng)} ${name(rng)}`, `Lohn ${month} PersNr ${digits(rng, 4)}`],
    [
      'Kartenzahlung girocard',
      `${rng.pick(['OBI Markt', 'HORNBACH', 'METRO', 'Aral Station', 'Würth'])} ${name(rng)}`,
    ],
    [
      'Abschluss',
      'Entgelte lt. Anlage',
      `Kontoführung ${rng.pick(['Business Plus', 'Geschäftskonto Basis'])}`,
    ],
  ]);
};
