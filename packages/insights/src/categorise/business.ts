/**
 * Wording of small-business accounts (decision 022, blind-6): card-terminal and platform payouts,
 * payroll providers, customers paying invoices, payroll taxes and social-security contributions.
 * Runs before the household wording, whose salary, fee and transfer words these lines also carry.
 */
import { fold } from './text.ts';
import type { WordingHit } from './wording.ts';

/** Card processors and platforms that pay a business its takings (and charge it fees). */
const PROCESSORS: [RegExp, string][] = [
  [/\bsquare (?:inc|payments|payout)\b/, 'Square'],
  [/\bsumup\b/, 'SumUp'],
  [/\bstripe\b/, 'Stripe'],
  [/\bmoneris\b/, 'Moneris'],
  [/\brazorpay\b/, 'Razorpay'],
  [/\badyen\b/, 'Adyen'],
  [/\b(?:i ?zettle|zettle)\b/, 'Zettle'],
  [/\bworldpay\b/, 'Worldpay'],
  [/\bcomercia global\b/, 'Comercia Global Payments'],
  [/\bglobal payments\b/, 'Global Payments'],
  [/\bpayoneer\b/, 'Payoneer'],
  [/\bdoordash\b/, 'DoorDash'],
  [/\bshopify payments\b/, 'Shopify'],
  [/\bhelcim\b/, 'Helcim'],
  [/\belavon\b/, 'Elavon'],
  [/\bclover\b/, 'Clover'],
  [/\bmollie\b/, 'Mollie'],
  [/\btyro (?:settlement|payments)\b/, 'Tyro'],
];

/** Payroll providers: net pay they collect is the staff's wages, the rest their own fee. */
const PAYROLL_PROVIDERS: [RegExp, string][] = [
  [/\bgusto\b/, 'Gusto'],
  [/\badp\b/, 'ADP'],
  [/\bwagepoint\b/, 'Wagepoint'],
  [/\bpaychex\b/, 'Paychex'],
  [/\bxero payroll\b/, 'Xero Payroll'],
  [/\brippling\b/, 'Rippling'],
  [/\bdeel\b/, 'Deel'],
];

const PAYROLL_WORDS = /\b(?:net|net pay|payroll|direct dep|wages?|salar(?:y|ies)|pay run)\b/;
const FEE_WORDS = /\b(?:fees?|charges?|commission|comision|gebuhr|frais)\b/;
const REFUND_WORDS = /\b(?:refund|return|retour|rembt|devolucion|storno|erstattung)\b/;
/** A card purchase through a processor (SQ *SHOP, SumUp *CAFE) is not the processor paying. */
const PROCESSOR_PREFIX = /\b(?:sq|sumup|zettle|stripe|izettle)\s*\*/i;

/**
 * A customer paying an invoice: invoice words in several languages, or "RE 2026-012" style numbers;
 * an insurer's provider settlement (PAGO PROVEEDORES, LIQ. PROVEEDOR).
 */
const INVOICE_WORDS =
  /\b(?:invoice|inv|rechnung|rechnungsnr|(?<!vir (?:inst |sepa )?)re (?=\d)|factura|fra|facture|fact|factuur|fattura|proveedor|proveedores|liq|progress claim)\b/;

/** A bank's own card-terminal settlement (ABONO TPV, LIQUIDACION REMESA TPV): the takings. */
const TERMINAL_SETTLEMENT =
  /\b(?:abono tpv|abono liquidacion tpv|liquidacion tpv|remesa tpv|merchant settlement|pos settlement|card settlement)\b/;

/** Staff wages paid by bank transfer (Lohn/Gehalt, NOMINA, GIRO SALARY): no organisation to name. */
const WAGES_PAID = /\b(?:lohn|gehalt|nomina|nominas|salary|salaries|wages)\b/;

/** A tenant of part of a business's premises (a salon's booth, a studio's desk) paying rent. */
const SPACE_RENT = /\b(?:booth|chair|station|desk|bench) rent\w*/;

/** Payroll taxes and social-security contributions, with the body that collects them. */
const CONTRIBUTIONS: [RegExp, string | null][] = [
  [/\b(?:eftps|usataxpymt|irs usataxpymt)\b/, 'IRS'],
  [/\b(?:hmrc paye|paye)\b/, 'HMRC'],
  [
    /\b(?:seguros sociales|seg social|tgss|tesoreria general|r e t a|reta|cuota autonomos)\b/,
    'Seguridad Social',
  ],
  [/\burssaf\b/, 'URSSAF'],
  [/\b(?:cpf contribution|cpf board|cpf)\b/, 'CPF Board'],
  [/\b(?:epfo|epf)\b/, 'EPFO'],
  [/\besic\b/, 'ESIC'],
  [/\b(?:gst payment|cpin)\b/, 'GSTN'],
  [/\b(?:itns 280|tds 281|advance tax|online tax payment)\b/, 'Income Tax Department'],
  [/\b(?:aeat|impuestos|agencia tributaria)\b/, 'Agencia Tributaria'],
  [
    /\b(?:beitragsnachweis|berufsgenossenschaft|bg bau|lohnst|lohnsteuer|sozialversicherung)\b/,
    null,
  ],
  [/\b(?:workers comp\w*|wcb|wsib|worksafe\w*|professional tax|ui tax|payroll tax)\b/, null],
];

function normalise(description: string): string {
  return fold(description).replace(/[^a-z0-9]+/g, ' ');
}

function firstMatch(list: [RegExp, string | null][], text: string): [string | null] | null {
  for (const [pattern, name] of list) if (pattern.test(text)) return [name];
  return null;
}

export function businessWording(description: string, amountMinor: number): WordingHit | null {
  const text = ` ${normalise(description)} `;
  const moneyIn = amountMinor >= 0;
  const refund = REFUND_WORDS.test(text);
  // Square's Cash App is a person-to-person app, not a payout
  if (!PROCESSOR_PREFIX.test(description) && !/\bcash ?app\b/.test(text)) {
    const processor = firstMatch(PROCESSORS, text);
    if (processor?.[0]) {
      if (moneyIn && !refund)
        return hit('INCOME', { name: processor[0] }, 'processor payout', 0.85);
      if (!moneyIn && FEE_WORDS.test(text))
        return hit('BANK_FEES', { name: processor[0] }, 'processor fee', 0.85);
    }
  }
  if (!moneyIn) {
    const provider = firstMatch(PAYROLL_PROVIDERS, text);
    if (provider?.[0]) {
      const wages = PAYROLL_WORDS.test(text) && !FEE_WORDS.test(text);
      return wages
        ? hit('TRANSFER_OUT', { name: provider[0] }, 'payroll provider', 0.85)
        : hit('GENERAL_SERVICES', { name: provider[0] }, 'payroll provider fee', 0.85);
    }
    if (WAGES_PAID.test(text)) return hit('TRANSFER_OUT', 'none', 'wages paid', 0.8);
    const body = firstMatch(CONTRIBUTIONS, text);
    if (body)
      return hit(
        'GOVERNMENT_AND_NON_PROFIT',
        body[0] ? { name: body[0] } : 'keep',
        'contribution',
        0.85,
      );
  }
  if (moneyIn && TERMINAL_SETTLEMENT.test(text))
    return hit('INCOME', 'keep', 'processor payout', 0.85);
  if (moneyIn && !refund && SPACE_RENT.test(text))
    return hit('INCOME', 'keep', 'invoice paid', 0.8);
  if (moneyIn && !refund && INVOICE_WORDS.test(text))
    return hit('INCOME', 'keep', 'invoice paid', 0.8);
  return null;
}

function hit(
  category: WordingHit['category'],
  merchant: WordingHit['merchant'],
  rule: string,
  confidence: number,
): WordingHit {
  return { category, merchant, rule, confidence };
}
