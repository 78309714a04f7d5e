/**
 * Every layout family, grouped in the batches they were written in. A batch is written by
 * someone who never read the parser, scored once before any tuning ("blind"), and only then
 * joins the tuning set: `eval:parse` prints each family's batch and status, so a figure on a
 * family the engine was tuned on is never mistaken for a blind one (issue #10).
 */
import { FAMILIES as BLIND_1 } from './batches/blind-1/index.ts';
import { FAMILIES as BLIND_2 } from './batches/blind-2/index.ts';
import { FAMILIES as BLIND_3 } from './batches/blind-3/index.ts';
import { type FamilyFn, FAMILIES as ORIGINAL } from './families.ts';

export type BatchStatus = 'blind' | 'tuning';

export interface FamilyBatch {
  name: string;
  /** blind: not yet scored (the next score is the blind figure); tuning: scored, then tuned on. */
  status: BatchStatus;
  /** What the batch covers and, once scored, its blind first-run figures. */
  note: string;
  families: Record<string, FamilyFn>;
}

export const BATCHES: FamilyBatch[] = [
  {
    name: 'original',
    status: 'tuning',
    note: 'the first 14 families (issue #3), written beside the engine and tuned on',
    families: ORIGINAL,
  },
  {
    name: 'blind-2',
    status: 'blind',
    note: 'continental Europe (12): DE Sparkasse/direct bank/Volksbank business/credit card, AT, CH, FR (incl. business), BE, ES, IT (often business), NL, PT',
    families: BLIND_2,
  },
  {
    name: 'blind-1',
    status: 'blind',
    note: 'North America and UK (12): US card issuers and charge card, US bank/credit-union/business checking, Canadian chequing and card, UK current, app, building-society and card statements',
    families: BLIND_1,
  },
  {
    name: 'blind-3',
    status: 'blind',
    note: 'Asia-Pacific (IN x3, AU, NZ, SG/HK), Africa (ZA, KE), Latin America (MX, BR, CO), an AU home loan and an NZ savings account',
    families: BLIND_3,
  },
];

export const FAMILIES: Record<string, FamilyFn> = Object.assign(
  {},
  ...BATCHES.map((b) => b.families),
);
export const FAMILY_NAMES = Object.keys(FAMILIES);

/** The batch a family belongs to, or undefined for an unknown name. */
export function batchOf(family: string): FamilyBatch | undefined {
  return BATCHES.find((b) => family in b.families);
}
