/** Blind batch 4: Ireland, UK business, South-East and East Asia, Gulf, Nordics, Poland, AU card, Nigeria, Chile, US brokerage. */
import type { FamilyFn } from '../../families.ts';
import { aeCurrentFx } from './ae-current-fx.ts';
import { auCardRewards } from './au-card-rewards.ts';
import { clCartolaCc } from './cl-cartola-cc.ts';
import { ieCurrentForward } from './ie-current-forward.ts';
import { jpFutsuYen } from './jp-futsu-yen.ts';
import { myCurrentPlusminus } from './my-current-plusminus.ts';
import { ngCurrentCharges } from './ng-current-charges.ts';
import { nordicKontoutdrag } from './nordic-kontoutdrag.ts';
import { phSavingsWtax } from './ph-savings-wtax.ts';
import { plWyciag } from './pl-wyciag.ts';
import { ukBusinessCodes } from './uk-business-codes.ts';
import { usBrokerageCash } from './us-brokerage-cash.ts';

export const FAMILIES: Record<string, FamilyFn> = {
  'ie-current-forward': ieCurrentForward,
  'uk-business-codes': ukBusinessCodes,
  'ph-savings-wtax': phSavingsWtax,
  'my-current-plusminus': myCurrentPlusminus,
  'jp-futsu-yen': jpFutsuYen,
  'ae-current-fx': aeCurrentFx,
  'nordic-kontoutdrag': nordicKontoutdrag,
  'pl-wyciag': plWyciag,
  'au-card-rewards': auCardRewards,
  'ng-current-charges': ngCurrentCharges,
  'cl-cartola-cc': clCartolaCc,
  'us-brokerage-cash': usBrokerageCash,
};
