/**
 * Is the counterparty of a bank transfer a business or a person? Bank rails (UPI, SEPA credit
 * transfers, NEFT) carry both; the wording rule "person transfer" is only right for people.
 */
import { findBrand, findKeyword, findTruncatedKeyword } from './dictionary.ts';
import { LEGAL_SUFFIX } from './rails.ts';
import { words } from './text.ts';

/** UPI handles of person-to-person apps (Google Pay ok…, PhonePe ybl/ibl/axl, Paytm pt…). */
const PERSONAL_HANDLE = /^(?:ok[a-z]+|ybl|ibl|axl|paytm|pt[a-z]+|upi|apl|yapl|waicici|waaxis)$/;
/** VPA local parts that only merchants get: gateways (payu, rzp, billdesk) and shop QR codes. */
const MERCHANT_VPA =
  /(?:\.|^)(?:payu|rzp|razorpay|billdesk|cf|pinelabs|bharatpe)\b|^paytmqr|^q\d{6,}$|^bharatpe|^merchant|merchant$/i;

/** Words of company names that no private person carries. */
const BUSINESS_WORDS = new Set(
  (
    'technologies technology tech transportation transport retail services service solutions enterprises ' +
    'enterprise industries traders trading stores store mart corporation corp municipal council metro ' +
    'fund insurance healthcare hospital clinic foods food communications telecom energy power finance ' +
    'financial bank club pass online digital systems software logistics motors company group holdings ' +
    'agency agencies associates partners international global network media entertainment labs ' +
    'hospitality homes studio studios design consulting consultants assn association'
  ).split(' '),
);

/** "PVT LTD", "LIMITED", "GmbH", "B.V." … at the end or inside the name. */
export function hasLegalForm(text: string): boolean {
  return (
    LEGAL_SUFFIX.test(text) ||
    /\b(?:PVT|PRIVATE|PRIVAT|LIMITED|LTD|GMBH|INC|LLC|LLP|PTE|PTY|SARL|SAS|B\.V\.|BV)\b/i.test(text)
  );
}

/** The name looks like a company (legal form, trade word, brand, company word or one word). */
export function nameIsBusiness(name: string): boolean {
  const tokens = words(name);
  if (tokens.length === 0) return false;
  if (tokens.length === 1 && tokens[0]!.length > 2) return true;
  if (hasLegalForm(name)) return true;
  if (tokens.some((t) => BUSINESS_WORDS.has(t))) return true;
  return !!findKeyword(tokens) || !!findBrand(tokens, 0);
}

/** The payee's VPA (`swiggy@icici`) in a UPI descriptor, if any. */
export function upiAddress(description: string): { local: string; handle: string } | null {
  const m = /([a-z0-9._-]+)@([a-z]+)/i.exec(description);
  return m ? { local: m[1]!, handle: m[2]!.toLowerCase() } : null;
}

/**
 * A UPI payment to a merchant: a merchant-only VPA (gateway, shop QR, a bank's own collect
 * handle) or a payee name that is a business. People pay each other from app handles.
 */
export function upiPayeeIsBusiness(description: string): boolean {
  if (!/\bUPI\b/i.test(description)) return false;
  const vpa = upiAddress(description);
  if (vpa && (MERCHANT_VPA.test(vpa.local) || !PERSONAL_HANDLE.test(vpa.handle))) return true;
  const name = upiPayeeName(description);
  if (!name) return false;
  // a doctor's practice ("DR PADMAJAS CHI"); ICICI's name field stops at 15 letters, so a trade
  // word may be cut ("VIJETHA SUPERMA", "SRI SAI ELECTRI")
  const tokens = words(name);
  if (tokens[0] === 'dr' && tokens.length > 1) return true;
  return nameIsBusiness(name) || !!findTruncatedKeyword(tokens);
}

/** The payee's name field: UPI/<ref>/DR/<name>/… or UPI-<name>-<vpa>-… */
function upiPayeeName(description: string): string | null {
  const m = /UPI[/-](?:(?:DR|CR)[/-])?(?:\d{6,}[/-])?(?:(?:DR|CR)[/-])?([^/@]+?)[/-]/i.exec(
    description,
  );
  return m?.[1]?.trim() || null;
}
