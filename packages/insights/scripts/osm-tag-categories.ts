/** name-suggestion-index tag → primary category (build time only); unlisted tags are skipped. */
import type { CategoryCode } from '../src/categorise/taxonomy.ts';

const F: CategoryCode = 'FOOD_AND_DRINK';
const G: CategoryCode = 'GENERAL_MERCHANDISE';
const H: CategoryCode = 'HOME_IMPROVEMENT';
const P: CategoryCode = 'PERSONAL_CARE';
const M: CategoryCode = 'MEDICAL';
const S: CategoryCode = 'GENERAL_SERVICES';
const E: CategoryCode = 'ENTERTAINMENT';
const T: CategoryCode = 'TRANSPORTATION';
const V: CategoryCode = 'TRAVEL';
const U: CategoryCode = 'RENT_AND_UTILITIES';

const BRAND_TAGS: Record<string, Record<string, CategoryCode>> = {
  shop: {
    supermarket: F, convenience: F, bakery: F, pastry: F, butcher: F, alcohol: F, wine: F,
    beverages: F, deli: F, greengrocer: F, confectionery: F, chocolate: F, coffee: F, tea: F,
    seafood: F, frozen_food: F, dairy: F, cheese: F, health_food: F, nuts: F,
    department_store: G, variety_store: G, general: G, wholesale: G, clothes: G, shoes: G,
    electronics: G, computer: G, sports: G, outdoor: G, toys: G, books: G, jewelry: G, watches: G,
    gift: G, stationery: G, bag: G, fashion_accessories: G, second_hand: G, charity: G, pet: G,
    baby_goods: G, houseware: G, household_linen: G, appliance: G, hifi: G, camera: G, photo: G,
    music: G, musical_instrument: G, bicycle: G, mall: G, newsagent: G, kiosk: G, craft: G,
    fabric: G, party: G, games: G, video_games: E, ticket: E, lottery: E, bookmaker: E,
    doityourself: H, hardware: H, trade: H, furniture: H, garden_centre: H, paint: H, kitchen: H,
    bed: H, bathroom_furnishing: H, interior_decoration: H, flooring: H, tiles: H, carpet: H,
    lighting: H, doors: H, window_blind: H, curtain: H, electrical: H,
    chemist: P, cosmetics: P, beauty: P, perfumery: P, hairdresser: P, hairdresser_supply: P,
    massage: P, optician: M, medical_supply: M, hearing_aids: M,
    car_repair: S, tyres: S, dry_cleaning: S, laundry: S, copyshop: S, funeral_directors: S,
    storage_rental: S, locksmith: S, shoe_repair: S, tailor: S,
    travel_agency: V, telecommunication: U, mobile_phone: U,
  },
  amenity: {
    restaurant: F, fast_food: F, cafe: F, bar: F, pub: F, ice_cream: F, biergarten: F,
    fuel: T, charging_station: T, parking: T, bicycle_rental: T, car_sharing: T,
    car_rental: V, pharmacy: M, dentist: M, doctors: M, clinic: M, hospital: M, veterinary: S,
    cinema: E, casino: E, gambling: E, karaoke_box: E, car_wash: S, post_office: S,
    vehicle_inspection: S, driving_school: S, language_school: S,
  },
  tourism: { hotel: V, motel: V, hostel: V, guest_house: V, caravan_site: V, theme_park: E },
  leisure: {
    fitness_centre: P, sports_centre: P, sauna: P, bowling_alley: E, amusement_arcade: E,
    escape_game: E, trampoline_park: E, indoor_play: E, miniature_golf: E,
  },
  office: {
    insurance: S, energy_supplier: U, telecommunication: U, water_utility: U, government: 'GOVERNMENT_AND_NON_PROFIT',
    courier: S, moving_company: S, tax_advisor: S, lawyer: S,
  },
  healthcare: { laboratory: M, sample_collection: M, physiotherapist: M, audiologist: M },
};

const OPERATOR_TAGS: Record<string, Record<string, CategoryCode>> = {
  office: { energy_supplier: U, water_utility: U, government: 'GOVERNMENT_AND_NON_PROFIT' },
  shop: { mobile_phone: U },
  route: { train: T, bus: T, subway: T, tram: T, light_rail: T, ferry: T },
  highway: { toll_gantry: T },
};

/** `kind` is the index's tree (brands, operators, transit), `key=value` the OSM tag. */
export function categoryOfOsmTag(kind: string, key: string, value: string): CategoryCode | null {
  if (kind === 'brands') return BRAND_TAGS[key]?.[value] ?? null;
  if (kind === 'operators' || kind === 'transit') return OPERATOR_TAGS[key]?.[value] ?? null;
  return null;
}
