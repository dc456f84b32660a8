// The map's marker icons, shipped with the app (product §15: no CDN): Leaflet divIcons
// whose HTML is built here. Every name and address is escaped before it goes into HTML.
import { divIcon, type DivIcon } from 'leaflet';
import { photoThumbnailUrl } from '@scout/domain/contracts/uploads';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const PAW_SVG =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="size-1/2">' +
  '<circle cx="11" cy="4" r="2"/><circle cx="18" cy="8" r="2"/><circle cx="20" cy="16" r="2"/>' +
  '<path d="M9 10a5 5 0 0 1 5 5v3.5a3.5 3.5 0 0 1-6.84 1.045Q6.52 17.48 4.46 16.84A3.5 3.5 0 0 1 5.5 10Z"/></svg>';

const HOUSE_SVG =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="size-4 shrink-0">' +
  '<path d="M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8"/>' +
  '<path d="M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"/></svg>';

function photoHtml(photo: string | null): string {
  return photo
    ? `<img src="${escapeHtml(photoThumbnailUrl(photo))}" alt="" draggable="false" class="size-full object-cover" />`
    : `<span class="flex size-full items-center justify-center text-brand-700">${PAW_SVG}</span>`;
}

export const DOG_MARKER_PX = 48;

/**
 * One dog: its photo in a round frame. The badge slot shows unread messages about the dog
 * (filled in by the conversations work; 0 hides it).
 */
export function dogIcon({
  photo,
  selected,
  unread = 0,
}: {
  photo: string | null;
  selected: boolean;
  unread?: number;
}): DivIcon {
  const frame = selected
    ? 'ring-4 ring-brand-600 scale-110'
    : 'ring-2 ring-brand-600/70 group-hover:scale-110 group-focus-visible:ring-4 group-focus-visible:ring-brand-700';
  const badge =
    unread > 0
      ? `<span data-unread class="absolute -right-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full border-2 border-white bg-brand-700 px-1 text-[11px] font-black leading-none text-white">${unread > 9 ? '9+' : unread}</span>`
      : '';
  return divIcon({
    className: 'scout-marker scout-dog-marker group',
    iconSize: [DOG_MARKER_PX, DOG_MARKER_PX],
    iconAnchor: [DOG_MARKER_PX / 2, DOG_MARKER_PX / 2],
    html:
      `<span class="relative block size-full">` +
      `<span class="block size-full overflow-hidden rounded-full border-[3px] border-white bg-brand-100 shadow-lift transition-transform ${frame}">${photoHtml(photo)}</span>` +
      `${badge}</span>`,
  });
}

/** Several dogs: a stack of photo frames with their number. Bigger for bigger groups. */
export function clusterIcon({ photo, count }: { photo: string | null; count: number }): DivIcon {
  const size = count < 10 ? 52 : count < 100 ? 58 : 64;
  const label = count >= 1000 ? `${Math.floor(count / 1000)}k+` : String(count);
  return divIcon({
    className: 'scout-marker scout-cluster-marker group',
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
    html:
      `<span class="relative block size-full">` +
      // The frame behind, offset, says "more than one".
      `<span class="absolute inset-0 translate-x-1.5 -translate-y-1.5 rounded-full border-[3px] border-white bg-brand-200 shadow-soft"></span>` +
      `<span class="relative block size-full overflow-hidden rounded-full border-[3px] border-white bg-brand-100 shadow-lift ring-2 ring-brand-600/70 transition-transform group-hover:scale-105 group-focus-visible:ring-4 group-focus-visible:ring-brand-700">${photoHtml(photo)}</span>` +
      `<span class="absolute -bottom-1 -right-2 flex h-7 min-w-7 items-center justify-center rounded-full border-2 border-white bg-brand-700 px-1.5 text-sm font-black leading-none text-white shadow-soft">${label}</span>` +
      `</span>`,
  });
}

/** How far above its point a shelter's label floats, clear of its dogs' cluster below. */
const SHELTER_LIFT_PX = 22;
const SHELTER_LABEL_HEIGHT_PX = 32;

/**
 * A shelter: a label with a house and its number of dogs ('12+' when more than one,
 * product §2). While its dogs are clustered the label floats just above their cluster; once they
 * are drawn one by one round the shelter's point, it sits in the empty middle.
 */
export function shelterIcon({ dogCount, lifted }: { dogCount: number; lifted: boolean }): DivIcon {
  const label = dogCount > 1 ? `${dogCount}+` : String(dogCount);
  // Leaflet anchors by size, so the width is estimated from the text (the content is
  // centred, so a generous guess only adds a little padding).
  const width = 46 + 9 * label.length;
  const height = SHELTER_LABEL_HEIGHT_PX;
  return divIcon({
    className: 'scout-marker scout-shelter-marker group',
    iconSize: [width, height],
    iconAnchor: lifted ? [width / 2, height + SHELTER_LIFT_PX] : [width / 2, height / 2],
    html:
      `<span class="relative flex size-full items-center justify-center gap-1 whitespace-nowrap rounded-full border-2 border-white bg-foreground text-sm font-black text-white shadow-lift transition-transform group-hover:scale-110 group-focus-visible:ring-4 group-focus-visible:ring-brand-600">${HOUSE_SVG}${label}` +
      (lifted
        ? `<span class="absolute -bottom-1.5 left-1/2 size-2.5 -translate-x-1/2 rotate-45 border-b-2 border-r-2 border-white bg-foreground"></span>`
        : '') +
      `</span>`,
  });
}
