/** ISO 18245 merchant category code ranges → primary categories (build time only). */
import type { CategoryCode } from '../src/categorise/taxonomy.ts';

const RANGES: [number, number, CategoryCode][] = [
  [742, 742, 'GENERAL_SERVICES'],
  [1500, 2999, 'HOME_IMPROVEMENT'],
  [3000, 3350, 'TRAVEL'], // airlines
  [3351, 3500, 'TRAVEL'], // car rental
  [3501, 3999, 'TRAVEL'], // hotels
  [4011, 4011, 'TRANSPORTATION'],
  [4111, 4131, 'TRANSPORTATION'],
  [4214, 4215, 'GENERAL_SERVICES'],
  [4411, 4411, 'TRAVEL'],
  [4457, 4457, 'TRAVEL'],
  [4468, 4468, 'TRANSPORTATION'],
  [4511, 4582, 'TRAVEL'],
  [4722, 4723, 'TRAVEL'],
  [4784, 4789, 'TRANSPORTATION'],
  [4812, 4816, 'RENT_AND_UTILITIES'],
  [4821, 4821, 'GENERAL_SERVICES'],
  [4829, 4829, 'TRANSFER_OUT'],
  [4899, 4900, 'RENT_AND_UTILITIES'],
  [5013, 5199, 'GENERAL_MERCHANDISE'],
  [5200, 5261, 'HOME_IMPROVEMENT'],
  [5262, 5399, 'GENERAL_MERCHANDISE'],
  [5411, 5499, 'FOOD_AND_DRINK'],
  [5511, 5599, 'TRANSPORTATION'],
  [5541, 5542, 'TRANSPORTATION'],
  [5600, 5699, 'GENERAL_MERCHANDISE'],
  [5712, 5714, 'HOME_IMPROVEMENT'],
  [5718, 5735, 'GENERAL_MERCHANDISE'],
  [5811, 5814, 'FOOD_AND_DRINK'],
  [5912, 5912, 'MEDICAL'],
  [5921, 5921, 'FOOD_AND_DRINK'],
  [5931, 5999, 'GENERAL_MERCHANDISE'],
  [5975, 5976, 'MEDICAL'],
  [5977, 5977, 'PERSONAL_CARE'],
  [6010, 6011, 'TRANSFER_OUT'],
  [6300, 6399, 'GENERAL_SERVICES'],
  [7011, 7033, 'TRAVEL'],
  [7210, 7299, 'GENERAL_SERVICES'],
  [7230, 7230, 'PERSONAL_CARE'],
  [7297, 7298, 'PERSONAL_CARE'],
  [7311, 7399, 'GENERAL_SERVICES'],
  [7512, 7519, 'TRAVEL'],
  [7523, 7523, 'TRANSPORTATION'],
  [7531, 7549, 'GENERAL_SERVICES'],
  [7800, 7801, 'ENTERTAINMENT'],
  [7832, 7841, 'ENTERTAINMENT'],
  [7911, 7996, 'ENTERTAINMENT'],
  [7997, 7997, 'PERSONAL_CARE'],
  [7998, 7999, 'ENTERTAINMENT'],
  [8011, 8099, 'MEDICAL'],
  [8211, 8299, 'GENERAL_SERVICES'],
  [8398, 8398, 'GOVERNMENT_AND_NON_PROFIT'],
  [8641, 8699, 'GOVERNMENT_AND_NON_PROFIT'],
  [8911, 8999, 'GENERAL_SERVICES'],
  [9211, 9402, 'GOVERNMENT_AND_NON_PROFIT'],
];

/** The category of a merchant category code; the narrowest matching range wins. */
export function categoryOfMcc(code: number): CategoryCode | null {
  let best: [number, number, CategoryCode] | null = null;
  for (const range of RANGES) {
    if (code < range[0] || code > range[1]) continue;
    if (!best || range[1] - range[0] < best[1] - best[0]) best = range;
  }
  return best?.[2] ?? null;
}
