/** Blind batch 15: mainstream US, Dominican, Kazakh, Argentine and Brazilian layouts not yet covered (issue #10). */
import type { FamilyFn } from '../../families.ts';
import { arMercadopagoRendimientos } from './ar-mercadopago-rendimientos.ts';
import { brNubankDiario } from './br-nubank-diario.ts';
import { doCuentaDgii } from './do-cuenta-dgii.ts';
import { kzCardNewest } from './kz-card-newest.ts';
import { usSavingsQuarterly } from './us-savings-quarterly.ts';
import { usTdbankTwoup } from './us-tdbank-twoup.ts';
import { usUsbankTrailing } from './us-usbank-trailing.ts';

export const FAMILIES: Record<string, FamilyFn> = {
  'us-usbank-trailing': usUsbankTrailing,
  'us-tdbank-twoup': usTdbankTwoup,
  'us-savings-quarterly': usSavingsQuarterly,
  'do-cuenta-dgii': doCuentaDgii,
  'kz-card-newest': kzCardNewest,
  'ar-mercadopago-rendimientos': arMercadopagoRendimientos,
  'br-nubank-diario': brNubankDiario,
};
