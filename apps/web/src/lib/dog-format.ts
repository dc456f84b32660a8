// How a dog's facts read on screen, the same on every screen (product §2, §3, §9): ages in
// years, weights in lbs, distances in miles to one decimal, energy labels, and the
// '(Owner)' marker that tells a private owner's listing from a shelter's.
import { DISTANCE_DECIMALS, type EnergyLevel } from '@scout/domain/constants';

function plural(n: number, one: string, many: string): string {
  return n === 1 ? one : many;
}

/** '1 year', '3 years', '0.5 years'. */
export function formatAge(age: number): string {
  return `${age} ${plural(age, 'year', 'years')}`;
}

/** The detail page's wording: '1 year old', '3 years old'. */
export function formatAgeOld(age: number): string {
  return `${formatAge(age)} old`;
}

/** The matches grid's short form: '1 yr', '3 yrs'. */
export function formatAgeShort(age: number): string {
  return `${age} ${plural(age, 'yr', 'yrs')}`;
}

export function formatWeight(weight: number): string {
  return `${weight} lbs`;
}

/** '3.2 miles away' (one decimal, product §9); null when the distance is not known. */
export function formatDistance(miles: number | null | undefined): string | null {
  if (miles === null || miles === undefined || !Number.isFinite(miles)) return null;
  return `${miles.toFixed(DISTANCE_DECIMALS)} miles away`;
}

const ENERGY_LABELS: Record<EnergyLevel, string> = {
  low: 'Low Energy',
  moderate: 'Moderate',
  high: 'High Energy',
  very_high: 'Very High',
};

export function energyLabel(level: EnergyLevel): string {
  return ENERGY_LABELS[level];
}

/** 'friendly' -> 'Friendly'. */
export function traitLabel(trait: string): string {
  return trait.charAt(0).toUpperCase() + trait.slice(1);
}

export const OWNER_MARKER = '(Owner)';

/**
 * Who lists the dog: a shelter's name as is, or a private owner's first name with the
 * '(Owner)' marker removed (product §2 shelter/owner information).
 */
export function listerOf(shelterName: string): { name: string; isOwner: boolean } {
  if (!shelterName.includes(OWNER_MARKER)) return { name: shelterName.trim(), isOwner: false };
  return {
    name: shelterName
      .replace(OWNER_MARKER, '')
      .replace(/\s{2,}/g, ' ')
      .trim(),
    isOwner: true,
  };
}

/** The teaser image of a day-in-the-life video: the address with '.mp4' replaced by '-thumb.jpg'. */
export function videoThumbnailUrl(videoUrl: string): string {
  return videoUrl.replace(/\.mp4(?=$|[?#])/i, '-thumb.jpg');
}

/** A phone number as a tel: link (digits and a leading plus only). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
