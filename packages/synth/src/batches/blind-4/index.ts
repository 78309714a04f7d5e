/** Blind batch 4: Ireland, UK business, South-East and East Asia, Gulf, Nordics, Poland, AU card, Nigeria, Chile, US brokerage. */
import type { FamilyFn } from '../../families.ts';
import { ieCurrentForward } from './ie-current-forward.ts';
import { jpFutsuYen } from './jp-futsu-yen.ts';
import { myCurrentPlusminus } from './my-current-plusminus.ts';
import { phSavingsWtax } from './ph-savings-wtax.ts';
import { ukBusinessCodes } from './uk-business-codes.ts';

export const FAMILIES: Record<string, FamilyFn> = {
  'ie-current-forward': ieCurrentForward,
  'uk-business-codes': ukBusinessCodes,
  'ph-savings-wtax': phSavingsWtax,
  'my-current-plusminus': myCurrentPlusminus,
  'jp-futsu-yen': jpFutsuYen,
};
