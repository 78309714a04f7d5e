import { cleanMerchant } from '../src/categorise/merchant.ts';
for (const d of process.argv.slice(2)) console.log(JSON.stringify(d), '→', JSON.stringify(cleanMerchant(d)));
