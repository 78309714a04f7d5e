/** Blind batch 7: Indonesia, Thailand, Turkey, Czechia, South Africa, US, Mexico, Argentina, Pakistan, Germany, EU fintech (issue #10). */
import type { FamilyFn } from '../../families.ts';
import { arCajaAhorro } from './ar-caja-ahorro.ts';
import { czVypisZUctu } from './cz-vypis-z-uctu.ts';
import { deAppBlocks } from './de-app-blocks.ts';
import { euFintechMulticurrency } from './eu-fintech-multicurrency.ts';
import { idRekeningKoran } from './id-rekening-koran.ts';
import { mxTarjetaCredito } from './mx-tarjeta-credito.ts';
import { pkCurrentDrcr } from './pk-current-drcr.ts';
import { thSavingsEnglish } from './th-savings-english.ts';
import { trHesapEkstresi } from './tr-hesap-ekstresi.ts';
import { usMortgageActivity } from './us-mortgage-activity.ts';
import { usPrepaidCardPending } from './us-prepaid-card-pending.ts';
import { zaCreditCard } from './za-credit-card.ts';

export const FAMILIES: Record<string, FamilyFn> = {
  'id-rekening-koran': idRekeningKoran,
  'th-savings-english': thSavingsEnglish,
  'tr-hesap-ekstresi': trHesapEkstresi,
  'cz-vypis-z-uctu': czVypisZUctu,
  'za-credit-card': zaCreditCard,
  'us-mortgage-activity': usMortgageActivity,
  'mx-tarjeta-credito': mxTarjetaCredito,
  'ar-caja-ahorro': arCajaAhorro,
  'pk-current-drcr': pkCurrentDrcr,
  'us-prepaid-card-pending': usPrepaidCardPending,
  'de-app-blocks': deAppBlocks,
  'eu-fintech-multicurrency': euFintechMulticurrency,
};
