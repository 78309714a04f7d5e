/**
 * Stage 3: sign- and wording-aware rules. Bank wording (salary, transfers, fees, interest, ATM,
 * rent, tax, loan and card payments) in EN, DE, FR, ES, NL, IT and Indian bank English decides
 * the category together with the amount's sign, before any merchant lookup.
 */
import type { CategoryCode } from './taxonomy.ts';
import { fold } from './text.ts';

export interface WordingHit {
  category: CategoryCode;
  confidence: number;
  /** 'none': no organisation to show (people, own accounts, ATM, fees, interest) */
  merchant: 'keep' | 'none' | { name: string };
  rule: string;
}

type Sign = 'in' | 'out';

interface WordingRule {
  name: string;
  pattern: RegExp;
  sign?: Sign;
  category: CategoryCode | ((sign: Sign) => CategoryCode);
  merchant: WordingHit['merchant'];
  confidence?: number;
}

const b = (alternatives: string) => new RegExp(`(?:^|[^a-z0-9])(?:${alternatives})(?=$|[^a-z0-9])`);
const bySign = (inCat: CategoryCode, outCat: CategoryCode) => (sign: Sign) =>
  sign === 'in' ? inCat : outCat;

/** Ordered: the first rule that matches (wording and sign) wins. */
const RULES: WordingRule[] = [
  // fees and interest charged come before ATM and transfer wording ("ATM fee", "overdraft interest")
  {
    name: 'fee',
    sign: 'out',
    pattern: b(
      'fee|fees|auslandseinsatzentgelt|debetstand|rente debetstand|nsf|service charge|charges?|chrg|chgs?|commission|gebuhr|gebuhren|entgelt|kontofuhrung|kontofuhrungsgebuhr|kontofuehrung|kontogebuhr|kartengebuhr|jahresgebuhr|frais|cotisation|commission d intervention|agios|comision|comisiones|cuota de mantenimiento|mantenimiento|kosten|provisie|rente debet|commissione|commissioni|canone(?! (?:locazione|affitto|rai|tv))|spese|imposta di bollo|bollo(?! auto)|competenze|monthly fee|account fee|min bal|minimum balance|amb chrg|sms alert|annual membership|overdraft|overdrawn|debit interest|interest charged|int chrg|sollzinsen|dispozinsen|uberziehungszinsen|interets debiteurs|intereses deudores|intereses de descubierto|debetrente|non sterling|foreign transaction|fx fee|cross border|international transaction',
    ),
    category: 'BANK_FEES',
    merchant: 'none',
  },
  {
    name: 'interest earned',
    sign: 'in',
    pattern: b(
      'interest|int pd|int paid|int cr|int credit|sb int|credit interest|interest earned|zinsen|habenzinsen|zinsgutschrift|interets|interets crediteurs|remuneration livret|intereses|intereses a favor|liquidacion intereses|rente|creditrente|interessi|interessi attivi|interessi creditori|competenze',
    ),
    category: 'INCOME',
    merchant: 'none',
  },
  {
    name: 'atm',
    sign: 'out',
    pattern: b(
      'atm|lnk|geldautomaat|atm\\d{2}[a-z]{3}|vda|abm|cash(?! app| back| and carry| carry)|atm wdl|atw|nwd|cash withdrawal|cash wdl|cash machine|cashpoint|link atm|bargeld|bargeldauszahlung|geldautomat|ga auszahlung|auszahlung|retrait|retrait dab|retrait especes|dab|reintegro|reintegro cajero|cajero|disposicion efectivo|geldopname|gea|opname|prelievo|prelevamento|bancomat|abm withdrawal|cash wd|wdl',
    ),
    category: 'TRANSFER_OUT',
    merchant: 'none',
  },
  // Canada Revenue Agency: benefits in (CCB, GST/HST credit), tax out (CRA (REVENUE), CANADA RE)
  {
    name: 'canada revenue',
    pattern: b(
      'canada ccb|ccb|canada child benefit|gst credit|gst hst credit|gsthst|canada gst|canada carbon rebate|climate action incentive|cra|cra revenue|canada re|revenue canada|canada revenue agency',
    ),
    category: bySign('INCOME', 'GOVERNMENT_AND_NON_PROFIT'),
    merchant: { name: 'Canada Revenue Agency' },
  },
  {
    name: 'f24',
    sign: 'out',
    pattern: b('f24|modello f24|delega f24'),
    category: 'GOVERNMENT_AND_NON_PROFIT',
    merchant: { name: 'Agenzia delle Entrate' },
  },
  {
    name: 'salary',
    sign: 'in',
    pattern: b(
      'salary|salaries|sal|sal cr|salary credit|payroll|pay roll|wages|wage|des payroll|dir dep|direct dep|direct deposit|bgc salary|gehalt|lohn|lohn gehalt|bezuge|bezuege|salaire|salaires|paie|remuneration|nomina|nominas|haberes|salaris|loon|stipendio|accredito stipendio|emolumenti|retribuzione|vetan|pension|rente db|pensioen',
    ),
    category: 'INCOME',
    merchant: 'keep',
  },
  {
    name: 'benefit',
    sign: 'in',
    pattern: b(
      'child benefit|universal credit|dwp|hmrc child|kindergeld|familienkasse|elterngeld|arbeitsagentur|caf|allocations familiales|pole emploi|france travail|sepe|prestacion|uwv|svb|kinderbijslag|toeslagen|centrelink|services australia|family tax benefit|social security|ssa treas|unemployment|jobcentre|jobcentre plus|elterngeldstelle|carsat|intreo|work and income|msd benefit|inps|assegno unico|naspi|istituto nazionale previdenza sociale',
    ),
    category: 'INCOME',
    merchant: 'keep',
  },
  {
    name: 'tax refund',
    sign: 'in',
    pattern: b(
      'tax refund|tax ref|irs treas|hmrc refund|tax rebate|steuererstattung|finanzamt|remboursement impot|dgfip|impots|devolucion(?! compra| tarj)|aeat|hacienda|belastingdienst|teruggave|ato|income tax refund|it refund|tds refund',
    ),
    category: 'INCOME',
    merchant: 'keep',
  },
  {
    name: 'tax',
    sign: 'out',
    pattern: b(
      'tax|taxes|usataxpymt|irs|hmrc|self assessment|council tax|steuer|finanzamt|kfz steuer|grundsteuer|gewerbesteuer|impot|impots|dgfip|taxe fonciere|taxe habitation|hacienda|aeat|agencia tributaria|ibi|belasting|belastingdienst|gemeentelijke belastingen|advance tax|self assessment tax|tds|challan|rates|council rates|ctax|gst return|ird|iras|income tax|property tax|tributos|ivtm|hundesteuer|afvalstoffenheffing|pagopa|imu|tari|tasi|irpef|bollo auto|agenzia entrate|agenzia delle entrate|rioolheffing|waterschapsbelasting',
    ),
    category: 'GOVERNMENT_AND_NON_PROFIT',
    merchant: 'keep',
  },
  // childcare and school meals billed by a city or a school (RESTAURATION SCOLAIRE, Elternbeitrag Kita):
  // the guide keeps them GENERAL_SERVICES even when a public body collects them
  {
    name: 'school fees',
    sign: 'out',
    pattern: b(
      'restauration scolaire|cantine|cantine scolaire|periscolaire|garderie|elternbeitrag|kitagebuhr|kita gebuhr|comedor escolar|tuition|school fees|ouderbijdrage',
    ),
    category: 'GENERAL_SERVICES',
    merchant: 'keep',
    confidence: 0.85,
  },
  // an insurance premium named in the memo (INS PREM, Premie inboedel, PRIME ASSURANCE)
  {
    name: 'insurance premium',
    sign: 'out',
    pattern: b(
      'ins prem|insurance premium|insurance prem|premie|prime assurance|versicherungsbeitrag|prima seguro',
    ),
    category: 'GENERAL_SERVICES',
    merchant: 'keep',
    confidence: 0.85,
  },
  // a health claim paid back (REMBOURSEMENT SOINS, zorgdeclaratie): MEDICAL whoever pays it
  {
    name: 'health claim',
    sign: 'in',
    pattern: b(
      'remboursement soins|rembt soins|remb soins|soins|health claim|medical claim|zorgdeclaratie|declaratie zorg|zorgkosten|arztrechnung erstattung|reembolso medico|reembolso gastos medicos',
    ),
    category: 'MEDICAL',
    merchant: 'keep',
    confidence: 0.85,
  },
  // a donation named in the memo (BIL/ONL/…/GOONJ/Donation, DON MENSUEL, Spende)
  {
    name: 'donation',
    sign: 'out',
    pattern: b(
      'donation|donations|don mensuel|don|spende|spenden|donativo|donatie|gift aid|cuota socio|charity',
    ),
    category: 'GOVERNMENT_AND_NON_PROFIT',
    merchant: 'keep',
    confidence: 0.85,
  },
  {
    name: 'card bill',
    pattern: b(
      'credit card payment|credit card pmt|card payment thank you|payment thank you|payment received thank you|autopay|epayment|e payment|credit crd|cc payment|cc pmt|card bill|creditcard|credit card|kreditkarte|kreditkartenabrechnung|kartenabrechnung|visa abrechnung|releve carte|tarjeta credito|liquidacion tarjeta|amex|american express|barclaycard|cred card|card services|cardmember|visa (?:online )?(?:pmt|pymt|payment)|visa preauth pymt|mastercard (?:pmt|payment)|bill payment [a-z]+ (?:visa|mastercard|mc)|nexi|estratto conto carta',
    ),
    category: bySign('LOAN_PAYMENTS', 'LOAN_PAYMENTS'),
    merchant: 'keep',
  },
  {
    name: 'loan',
    sign: 'out',
    pattern: b(
      'mortgage|mortgages|mtg|home loan|loan|loans|emi|ach d emi|nach emi|darlehen|kredit|tilgung|baufinanzierung|hypothek|ratenkredit|pret immo|pret perso|echeance pret|echeance credit|credit immobilier|remboursement pret|prestamo|hipoteca|cuota prestamo|lening|hypotheek|aflossing|mutuo|finanziamento|rata|student loan|car loan|auto loan|personal loan|car finance',
    ),
    category: 'LOAN_PAYMENTS',
    merchant: 'keep',
  },
  {
    name: 'rent',
    sign: 'out',
    pattern: b(
      'rent(?! a car)|rental payment|miete|kaltmiete|warmmiete|mietzahlung|loyer|loyers|alquiler|alquiler vivienda|renta|huur|huurpenningen|affitto|locazione|canone locazione|house rent|flat rent',
    ),
    category: 'RENT_AND_UTILITIES',
    merchant: 'keep',
  },
  // what a bill was for, printed after the payee (…/BWSSB/Water bill, MOTIF: Forfait mobile, DTH Recharge)
  // a gas cylinder refill is a household utility even at a fuel company (Bharat Petroleum LPG)
  {
    name: 'lpg',
    sign: 'out',
    pattern: b('lpg|lpg refill|lpg cylinder|gas cylinder|indane|bharat gas|hp gas'),
    category: 'RENT_AND_UTILITIES',
    merchant: 'keep',
    confidence: 0.85,
  },
  {
    name: 'utility bill',
    sign: 'out',
    pattern: b(
      'util pmt|util paymt|water sewr|water sewer|sewer|dpu gas|dpu|public utilities|water bill|electricity bill|power bill|gas bill|forfait mobile|forfait internet|mobile recharge|prepaid recharge|dth|dth recharge|lpg|lpg refill|broadband|mobile bill|phone bill',
    ),
    category: 'RENT_AND_UTILITIES',
    merchant: 'keep',
    confidence: 0.85,
  },
  // a SIP, fixed or recurring deposit names no organisation the holder would want to see (the
  // clearing house or fund house is plumbing): the guide's empty merchant
  {
    name: 'investment plan',
    sign: 'out',
    pattern: b('sip|mutual fund|mf sip|fixed deposit|fd booking|recurring deposit|rd installment'),
    category: 'TRANSFER_OUT',
    merchant: 'none',
  },
  {
    name: 'investment',
    sign: 'out',
    pattern: b(
      'zerodha|groww|indmoney|vanguard|fidelity|robinhood|etoro|trade republic|scalable capital|degiro|bse limited|iccl|indian clearing|clearing corp|sparplan|wertpapier|boursorama bourse|investment|investing|isa',
    ),
    category: 'TRANSFER_OUT',
    merchant: 'keep',
  },
  {
    name: 'satispay person',
    pattern: /^ satispay (?:da|a) /,
    category: bySign('TRANSFER_IN', 'TRANSFER_OUT'),
    merchant: { name: 'Satispay' },
    confidence: 0.85,
  },
  {
    name: 'payment app',
    pattern: b(
      'venmo|tikkie|paypal transfer|cash app|cashapp|revolut|wise|paylib|lydia|twint|beem it',
    ),
    category: bySign('TRANSFER_IN', 'TRANSFER_OUT'),
    merchant: 'keep',
    confidence: 0.85,
  },
  {
    name: 'own account',
    pattern: b(
      'own account|to savings|from savings|savings|saver|isa transfer|internal transfer|between accounts|transfer to(?! other bank)|transfer from|xfer to|xfer from|online transfer|online banking transfer|umbuchung|ubertrag|sparen|sparkonto|tagesgeld|virement interne|virement vers|virement de|vir interne|livret|epargne|traspaso|ahorro|cuenta ahorro|spaarrekening|oranje spaarrekening|spaar|eigen rekening|giroconto|self transfer|to self',
    ),
    category: bySign('TRANSFER_IN', 'TRANSFER_OUT'),
    merchant: 'none',
  },
  {
    name: 'person transfer',
    pattern: b(
      'zelle|bizum|osko|mobi|e transfer|e tfr|interac e transfer|echtzeituberweisung|payid|fpi|fpo|faster payment|faster payments|bank transfer|transfer|xfer|tfr|sepa credit transfer|uberweisung|ueberweisung|gutschrift|dauerauftrag|virement|vir sepa|vir inst|vir|transferencia|transf|overboeking|overschrijving|bonifico|imps|neft|rtgs|upi|p2a|p2p|so|standing order',
    ),
    category: bySign('TRANSFER_IN', 'TRANSFER_OUT'),
    merchant: 'none',
    confidence: 0.8,
  },
];

/** Payment apps by the word that names them: a wallet top-up or app transfer shows the app. */
const PAYMENT_APPS: [RegExp, string][] = [
  [/\bvenmo\b/, 'Venmo'],
  [/\btikkie\b/, 'Tikkie'],
  [/\bpaypal\b/, 'PayPal'],
  [/\bcash ?app\b/, 'Cash App'],
  [/\brevolut\b/, 'Revolut'],
  [/\bwise\b/, 'Wise'],
  [/\bpaylib\b/, 'Paylib'],
  [/\blydia\b/, 'Lydia'],
  [/\btwint\b/, 'TWINT'],
];

/** The app a 'payment app' row names, spelled as the app spells itself. */
export function paymentAppName(description: string): string | null {
  const text = normalise(description);
  return PAYMENT_APPS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** Words of rail references that carry no meaning but could look like wording (IBAN-like codes). */
function normalise(description: string): string {
  return fold(description).replace(/[^a-z0-9]+/g, ' ');
}

/**
 * Words that also occur in shop names (PRET A MANGER, CLUB FEE at a gym, TFL TRAVEL CHARGE) give
 * way to a hand-listed brand that starts the descriptor; bank wording ("BANK") never does.
 */
const yieldsToBrand: Record<string, (brand: boolean) => boolean> = {
  fee: (brand) => brand,
  loan: (brand) => brand,
  rent: (brand) => brand,
  investment: (brand) => brand,
  tax: (brand) => brand,
  'card bill': (brand) => brand,
  donation: (brand) => brand,
  'utility bill': (brand) => brand,
  'insurance premium': (brand) => brand,
  'person transfer': (brand) => brand,
};

/**
 * A card purchase (CB GRAND FRAIS, CARTE X1234 …) or a transfer to a person (Transfer to M WILLIAMS
 * rugby fees) is no bank fee: a fee word there is part of a shop's name or of the payer's memo.
 */
const PURCHASE_OR_TRANSFER =
  /^ (?:cb|compra|prlv sepa|prelevement europeen|sepa lastschrift|lastschrift|imps \d+|naam|trtp sepa incasso|carte x?\d{4}|carte \d{2} \d{2} \d{2}|facture carte|compra tarj|compra en|pago movil en|eftpos w l|pos w d|transfer to|transfer from|zelle payment|zelle transfer|upi|neft dr|pagamento pos|pagamento presso|satispay|pos purchase|interac purchase|visa debit purchase) /;

/** Fee words that belong to a bill: rent with service charges, a health insurer's contribution. */
const BILL_NOT_FEE =
  / (?:loyer et charges|loyer charges|charges locatives|cotis(?:ation)? (?:sante|mutuelle|prevoyance)) /;

/** `brandFirst`: a hand-listed brand starts the merchant text (see dictionary.findBrand). */
export function wordingCategory(
  description: string,
  amountMinor: number,
  brandFirst = false,
): WordingHit | null {
  // Santander prints "Comision 0,00" on every card purchase: a zero charge is no fee
  const text = ` ${normalise(description.replace(/\b(?:comision|commission|fee)\s+0[,.]00\b/gi, ' '))} `;
  const sign: Sign = amountMinor >= 0 ? 'in' : 'out';
  const memoFee = PURCHASE_OR_TRANSFER.test(text) || BILL_NOT_FEE.test(text);
  for (const rule of RULES) {
    if (rule.sign && rule.sign !== sign) continue;
    if (rule.name === 'fee' && memoFee) continue;
    if (rule.name in yieldsToBrand && yieldsToBrand[rule.name]!(brandFirst)) continue;
    if (!rule.pattern.test(text)) continue;
    const category = typeof rule.category === 'function' ? rule.category(sign) : rule.category;
    return {
      category,
      confidence: rule.confidence ?? 0.9,
      merchant: rule.merchant,
      rule: rule.name,
    };
  }
  return null;
}
