/** Blind batch 5: US, UK, New Zealand, Singapore, India, Australia and Colombia (issue #10). */
import type { FamilyFn } from '../../families.ts';
import { auAccessPagetotals } from './au-access-pagetotals.ts';
import { auSaverNewest } from './au-saver-newest.ts';
import { coCorrienteGmf } from './co-corriente-gmf.ts';
import { inPrivateSerial } from './in-private-serial.ts';
import { inPsuBranchcode } from './in-psu-branchcode.ts';
import { nzEverydayParticulars } from './nz-everyday-particulars.ts';
import { sgSavingsValuedate } from './sg-savings-valuedate.ts';
import { ukCardPoints } from './uk-card-points.ts';
import { ukCurrentOrdinal } from './uk-current-ordinal.ts';
import { usCardCategory } from './us-card-category.ts';
import { usCuTrailing } from './us-cu-trailing.ts';
import { usLedgerSections } from './us-ledger-sections.ts';

export const FAMILIES: Record<string, FamilyFn> = {
  'us-ledger-sections': usLedgerSections,
  'us-cu-trailing': usCuTrailing,
  'us-card-category': usCardCategory,
  'uk-current-ordinal': ukCurrentOrdinal,
  'uk-card-points': ukCardPoints,
  'nz-everyday-particulars': nzEverydayParticulars,
  'sg-savings-valuedate': sgSavingsValuedate,
  'in-private-serial': inPrivateSerial,
  'in-psu-branchcode': inPsuBranchcode,
  'au-access-pagetotals': auAccessPagetotals,
  'au-saver-newest': auSaverNewest,
  'co-corriente-gmf': coCorrienteGmf,
};
