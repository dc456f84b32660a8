// The one place a tour row becomes the `tourSchema` shape: the lister by their public name
// (an owner is "{first name} (Owner)", never the full name), no account ids.
import type { Tour } from '@scout/domain';
import { publicListerName } from '../dogs/dog-presenter.ts';
import type { PhotoUrls } from '../uploads/photo-urls.ts';
import type { TourRow } from './virtual-tours.repository.ts';

export function presentTour(row: TourRow, photoUrls: PhotoUrls): Tour {
  return {
    id: row.id,
    dogId: row.dog.id,
    dog: { id: row.dog.id, name: row.dog.name, photos: photoUrls.presentAll(row.dog.photos) },
    shelterName: publicListerName(row.lister),
    listerType: row.lister.type,
    adopterName: row.adopterName,
    scheduledAt: row.scheduledAt.toISOString(),
    notes: row.notes,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
