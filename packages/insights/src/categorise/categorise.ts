/**
 * The cascade of issue #11: user rules → learned memory → bank wording → merchant dictionary →
 * classifier. The first confident answer wins; every result keeps its source and confidence.
 */

import { businessWording } from './business.ts';
import { APPLY_AT, SUGGEST_AT } from './confidence.ts';
import { hasLegalForm, nameIsBusiness, upiPayeeIsBusiness } from './counterparty.ts';
import { findBrand, findKeyword, findTruncatedKeyword } from './dictionary.ts';
import { recall } from './memory.ts';
import { type CleanMerchant, merchantFromText, merchantText } from './merchant.ts';
import { predictCategory } from './model.ts';
import { isRentBusiness, organisationName } from './organisation.ts';
import { ruleMatcher } from './rules.ts';
import { respell } from './spelling.ts';
import type { CategoryCode } from './taxonomy.ts';
import { words } from './text.ts';
import { completeFromBatch, completeLastWord } from './truncation.ts';
import type { CategoriseContext, CategoriseRow, CategoryResult, CategorySource } from './types.ts';
import { paymentAppName, type WordingHit, wordingCategory } from './wording.ts';

interface Answer {
  category: string;
  confidence: number;
  source: CategorySource;
  merchant: string | null;
  ruleId?: string;
  /** a brand from name-suggestion-index (not the hand list): generic names like "Max" collide with people */
  indexBrand?: boolean;
}

/** Stage 4: a brand (Tesco, Ziggo) or a trade word (bakery, Zahnarzt) in the merchant text. */
function dictionaryAnswer(tokens: string[], merchant: CleanMerchant): Answer | null {
  const brand = findBrand(tokens);
  // an index brand read from part of the name yields to a sure trade word in the rest of it:
  // RAFFLES MEDICAL is a clinic, not the hotel; NATURALS SALON a salon (hand-listed brands keep
  // their category: SNCF INTERNET is still the railway)
  const rest =
    brand && !brand.fromOwnList
      ? [...tokens.slice(0, brand.start), ...tokens.slice(brand.start + brand.length)]
      : [];
  const restWord = rest.length > 0 ? findKeyword(rest) : null;
  // the trade word need not be sure when the index brand is one word of several: WESSEX WATER
  // is a water company, GENESIS ENERGY a power company, GIANT HYPERMARKET a grocer
  // a one-word hand-listed brand also yields to a sure two-word trade phrase in the words after it:
  // ACT REVENUE OFFICE is a tax office, LIC HOUSING FINANCE a lender (SNCF INTERNET keeps the railway)
  const ownRest =
    brand?.fromOwnList && brand.length === 1 && brand.start === 0 && tokens.length >= 3
      ? findKeyword(tokens.slice(1))
      : null;
  if (
    brand &&
    ownRest &&
    ownRest.confidence >= 0.85 &&
    ownRest.word.includes(' ') &&
    ownRest.category !== brand.category
  )
    return {
      category: ownRest.category,
      confidence: ownRest.confidence,
      source: 'dictionary',
      merchant: merchant.name,
    };
  const restWins = brand && restWord && (restWord.confidence >= 0.85 || brand.length === 1);
  if (brand && restWord && restWins && restWord.category !== brand.category)
    return {
      category: restWord.category,
      confidence: restWord.confidence,
      source: 'dictionary',
      merchant: merchant.name,
    };
  // an index brand whose name is itself a sure trade word, read from part of a longer name, is the
  // trade: GARAGE ERDRE AUTO is a garage (not the clothing chain), METRO CARD TOP UP the transit
  // card, RSPCA QLD WACOL the charity, YMCA OF … the gym
  const own =
    brand && !brand.fromOwnList && tokens.length > brand.length
      ? findKeyword(tokens.slice(brand.start, brand.start + brand.length))
      : null;
  if (brand && own && own.confidence >= 0.85 && own.category !== brand.category)
    return {
      category: own.category,
      confidence: own.confidence,
      source: 'dictionary',
      merchant: merchant.name,
    };
  if (brand) {
    return {
      category: brand.category,
      confidence: brand.confidence,
      source: 'dictionary',
      merchant: merchant.name,
      indexBrand: !brand.fromOwnList,
    };
  }
  const keyword = findKeyword(tokens) ?? findTruncatedKeyword(tokens);
  if (keyword)
    return {
      category: keyword.category,
      confidence: keyword.confidence,
      source: 'dictionary',
      merchant: merchant.name,
    };
  return null;
}

/**
 * Money in is remembered apart from money out (a tax office's refund is not the tax; Venmo
 * cash-outs are not payments); rows without an organisation (transfers, ATM, fees) also carry
 * the wording rule, so correcting one kind of bank line does not relabel another.
 */
function memoryKey(
  row: CategoriseRow,
  merchant: CleanMerchant,
  wording: WordingHit | null,
): string {
  const direction = row.amountMinor >= 0 ? 'in:' : '';
  if (wording?.merchant === 'none')
    return `${direction}${wording.rule.replace(/ /g, '-')}:${merchant.key}`;
  return `${direction}${merchant.key}`;
}

/** Direct-debit rails: the payee is an organisation that holds a mandate. */
const DIRECT_DEBIT =
  /(?:^|\s)(?:DD|D\/D|DIRECT DEBIT|PRLV|PRELEVEMENT|LASTSCHRIFT|SEPA-LASTSCHRIFT|RECIBO|ADEUDO|INCASSO|GIRO -|ACH D-|NACH DR)(?=\s|$)/i;

/**
 * Money in (no refund word) from an organisation of these kinds: a public body pays benefits and
 * tax refunds (INCOME); an insurer pays claims (MEDICAL, the guide's rule for health insurers).
 */
function moneyInFrom(category: string): CategoryCode | null {
  if (category === 'GOVERNMENT_AND_NON_PROFIT') return 'INCOME';
  if (category === 'GENERAL_SERVICES') return 'MEDICAL';
  return null;
}

/** Card wording on a line: a refund there is a shop's. */
const CARD_RAIL = /\b(?:Karte|Kartenzahlung|card|tarj\.?|tarjeta|carte|CB)\b/i;

/** Words of a refund or return: money back from a shop keeps the purchase's category. */
const REFUND =
  /\b(?:refund|return|retour|retoure|rueckgabe|rückgabe|rembourse?ment|rembt|devolucion|terugbetaling|erstattung|gutschrift retoure|creditering|storno|rimborso)\b/i;

/**
 * "Person transfer" wording fits people only: a UPI payment to a shop is a purchase (left to the
 * dictionary and model), and money in from a company (NEFT, SEPA credit) with no refund word is pay.
 */
function transferToBusiness(
  row: CategoriseRow,
  wording: WordingHit,
  businessNamed: boolean,
  dictionaryHit: Answer | null,
): WordingHit | null {
  if (businessNamed || upiPayeeIsBusiness(row.description)) return null;
  // money back from a shop (a card return, a known trade's refund) keeps the purchase's category:
  // the dictionary or the model decides, not the transfer wording (an unknown company's refund
  // stays a transfer in: the model would guess pay)
  if (
    row.amountMinor > 0 &&
    REFUND.test(row.description) &&
    (dictionaryHit || CARD_RAIL.test(row.description))
  )
    return null;
  // a direct debit is never to a person: "DD SO ENERGY" is a power company, not a standing order
  if (row.amountMinor < 0 && dictionaryHit && DIRECT_DEBIT.test(row.description)) return null;
  // money in from an insurer or a public body named in the dictionary (VIR MALAKOFF HUMANIS,
  // GEMEENTE HAARLEM overboeking) is a claim payout or a refund/benefit, not a friend's transfer
  if (row.amountMinor > 0 && dictionaryHit && !REFUND.test(row.description)) {
    const payout = moneyInFrom(dictionaryHit.category);
    if (payout)
      return {
        category: payout,
        confidence: 0.75,
        merchant: 'keep',
        rule: 'organisation transfer',
      };
  }
  if (row.amountMinor > 0 && hasLegalForm(row.description) && !REFUND.test(row.description))
    return {
      category: 'INCOME',
      confidence: 0.75,
      merchant: 'keep',
      rule: 'organisation transfer',
    };
  return wording;
}

interface Cleaned {
  text: string;
  tokens: string[];
  merchant: CleanMerchant;
}

function categoriseOne(
  row: CategoriseRow,
  { text, tokens, merchant }: Cleaned,
  ctx: Required<CategoriseContext>,
  matchRule: ReturnType<typeof ruleMatcher>,
): { answer: Answer | null; key: string } {
  const brand = findBrand(tokens, 0);
  const brandFirst = !!brand?.fromOwnList && !/\bbank\b/i.test(row.description);
  const dictionaryHit = dictionaryAnswer(tokens, merchant);
  // a known business (hand-listed brand or trade word) named after rail words is a purchase
  const businessNamed =
    !!dictionaryHit && dictionaryHit.confidence >= 0.85 && !dictionaryHit.indexBrand;
  let wording =
    businessWording(row.description, row.amountMinor) ??
    wordingCategory(row.description, row.amountMinor, brandFirst);
  if (wording?.rule === 'person transfer')
    wording = transferToBusiness(row, wording, businessNamed, dictionaryHit);
  const key = memoryKey(row, merchant, wording);

  const rule = matchRule(row, merchant);
  if (rule)
    return {
      key,
      answer: {
        category: rule.category,
        confidence: 1,
        source: 'rule',
        merchant: merchant.name,
        ruleId: rule.id,
      },
    };

  const remembered = recall(ctx.memory, key);
  const rememberedAnswer: Answer | null = remembered && {
    ...remembered,
    merchant: wording?.merchant === 'none' ? null : merchant.name,
  };
  if (rememberedAnswer?.source === 'memory') return { key, answer: rememberedAnswer };

  const later = laterStages(row, { text, tokens, merchant }, wording, dictionaryHit);
  // a local model's remembered answer (decision 029) only fills in where the cascade is unsure
  if (rememberedAnswer && (!later || later.confidence < APPLY_AT))
    return { key, answer: rememberedAnswer };
  return { key, answer: later };
}

/** Stages 3–5: bank wording, then the dictionary or the model. */
function laterStages(
  row: CategoriseRow,
  { text, merchant }: Cleaned,
  wording: WordingHit | null,
  dictionaryHit: Answer | null,
): Answer | null {
  if (wording) {
    // a private person paying an invoice stays unnamed (the guide's rule for people)
    const personPaid = wording.rule === 'invoice paid' && !nameIsBusiness(merchant.name ?? '');
    const name =
      wording.merchant === 'none' ||
      personPaid ||
      (wording.rule === 'rent' && !merchant.brand && !isRentBusiness(row.description))
        ? null
        : typeof wording.merchant === 'object'
          ? wording.merchant.name
          : wording.rule === 'payment app'
            ? (paymentAppName(row.description) ?? organisationName(merchant.name))
            : merchant.brand
              ? merchant.name
              : organisationName(merchant.name);
    return {
      category: wording.category,
      confidence: wording.confidence,
      source: 'wording',
      merchant: name,
    };
  }
  return insurerPayout(row, dictionaryOrModel(row, text, merchant, dictionaryHit));
}

/** Claim or benefit wording on money in from an insurer. */
const CLAIM =
  /\b(?:claim|benefit|rembt|rembours\w*|soins|prestations?|declaratie|vergoeding|erstattung|reembolso|reimburse\w*)\b/i;

/** The guide's rule: an insurer's premium is GENERAL_SERVICES, its claim payout (money in) MEDICAL. */
function insurerPayout(row: CategoriseRow, answer: Answer | null): Answer | null {
  if (answer?.category === 'GENERAL_SERVICES' && row.amountMinor > 0 && CLAIM.test(row.description))
    return { ...answer, category: 'MEDICAL' };
  // money in from a dictionary-known insurer or public body with no refund word
  if (answer?.source === 'dictionary' && row.amountMinor > 0 && !REFUND.test(row.description)) {
    const payout = moneyInFrom(answer.category);
    if (payout) return { ...answer, category: payout };
  }
  return answer;
}

/** Stages 4 and 5: a hand-listed brand wins; otherwise the surer of dictionary and model. */
function dictionaryOrModel(
  row: CategoriseRow,
  text: string,
  merchant: CleanMerchant,
  dictionaryHit: Answer | null,
): Answer | null {
  if (dictionaryHit && dictionaryHit.confidence >= APPLY_AT && !dictionaryHit.indexBrand)
    return dictionaryHit;
  const model = predictCategory(row.description, row.amountMinor, text);
  const modelAnswer: Answer | null = model && {
    category: model.category,
    confidence: model.confidence,
    source: 'model',
    merchant: merchant.name,
  };
  if (!dictionaryHit) return modelAnswer;
  if (dictionaryHit.confidence >= APPLY_AT && !dictionaryHit.indexBrand) return dictionaryHit;
  if (modelAnswer && modelAnswer.category === dictionaryHit.category) {
    return {
      ...dictionaryHit,
      confidence: Math.max(APPLY_AT, dictionaryHit.confidence, modelAnswer.confidence),
    };
  }
  if (dictionaryHit.confidence >= APPLY_AT) return dictionaryHit;
  return modelAnswer && modelAnswer.confidence > dictionaryHit.confidence
    ? modelAnswer
    : dictionaryHit;
}

export function categorise(rows: CategoriseRow[], ctx: CategoriseContext = {}): CategoryResult[] {
  const full: Required<CategoriseContext> = {
    rules: ctx.rules ?? [],
    memory: ctx.memory ?? {},
    userCategories: ctx.userCategories ?? [],
  };
  const matchRule = ruleMatcher(full.rules);
  const cleaned = new Map<string, Cleaned>();
  const brandNamed: boolean[] = [];
  const results = rows.map((row) => {
    let clean = cleaned.get(row.description);
    if (!clean) {
      const text = merchantText(row.description);
      clean = { text, tokens: words(text), merchant: merchantFromText(text, row.description) };
      cleaned.set(row.description, clean);
    }
    const { merchant } = clean;
    const { answer, key } = categoriseOne(row, clean, full, matchRule);
    // a brand's name is already spelled; other names get diacritics and articles back
    const spell = (name: string | null) =>
      name && !(merchant.brand && name === merchant.name)
        ? respell(completeLastWord(name), row.description, row.currency)
        : name;
    if (answer) answer.merchant = spell(answer.merchant);
    brandNamed.push(!!merchant.brand && (answer?.merchant ?? merchant.name) === merchant.name);
    const base = { merchant: answer?.merchant ?? spell(merchant.name), merchantKey: key };
    if (!answer || answer.confidence < SUGGEST_AT) {
      return {
        ...base,
        category: null,
        confidence: answer?.confidence ?? 0,
        source: null,
        suggested: false,
      };
    }
    const result: CategoryResult = {
      ...base,
      merchant: answer.merchant,
      category: answer.category,
      confidence: Math.round(answer.confidence * 1000) / 1000,
      source: answer.source,
      suggested: answer.confidence < APPLY_AT,
    };
    if (answer.ruleId) result.ruleId = answer.ruleId;
    return result;
  });
  const completed = completeFromBatch(
    results.map((r) => r.merchant),
    brandNamed,
  );
  results.forEach((r, i) => {
    r.merchant = completed[i]!;
  });
  return results;
}
