// The dashboards' real counts (product §14), summed over the lister's dogs: views of the
// dogs' detail pages, conversations about them (inquiries / messages) and likes
// (interested adopters). Active listings are the dogs still available.
import type { ListerDog } from '@scout/domain';

export interface DashboardCounts {
  activeListings: number;
  views: number;
  inquiries: number;
  interestedAdopters: number;
}

export function dashboardCounts(dogs: readonly ListerDog[]): DashboardCounts {
  return dogs.reduce<DashboardCounts>(
    (sum, dog) => ({
      activeListings: sum.activeListings + (dog.status === 'available' ? 1 : 0),
      views: sum.views + dog.views,
      inquiries: sum.inquiries + dog.inquiries,
      interestedAdopters: sum.interestedAdopters + dog.interestedAdopters,
    }),
    { activeListings: 0, views: 0, inquiries: 0, interestedAdopters: 0 },
  );
}
