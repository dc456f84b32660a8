// The demo world's shelters and private owners: most around Austin, TX, a few in other
// US cities. Names, phones (555-01xx, reserved for fiction) and emails are invented.

export interface Place {
  /** "City, ST" */
  location: string;
  latitude: number;
  longitude: number;
}

// Austin-area towns, all within ~25 miles of downtown (30.2672, -97.7431).
export const AUSTIN_AREA: Record<string, Place> = {
  austin: { location: 'Austin, TX', latitude: 30.2672, longitude: -97.7431 },
  roundRock: { location: 'Round Rock, TX', latitude: 30.5083, longitude: -97.6789 },
  cedarPark: { location: 'Cedar Park, TX', latitude: 30.5052, longitude: -97.8203 },
  pflugerville: { location: 'Pflugerville, TX', latitude: 30.4394, longitude: -97.62 },
  buda: { location: 'Buda, TX', latitude: 30.0852, longitude: -97.8403 },
  kyle: { location: 'Kyle, TX', latitude: 29.9891, longitude: -97.8772 },
  manor: { location: 'Manor, TX', latitude: 30.3405, longitude: -97.5567 },
  lakeway: { location: 'Lakeway, TX', latitude: 30.3638, longitude: -97.9797 },
  beeCave: { location: 'Bee Cave, TX', latitude: 30.3085, longitude: -97.9447 },
  leander: { location: 'Leander, TX', latitude: 30.5788, longitude: -97.8531 },
  dripping: { location: 'Dripping Springs, TX', latitude: 30.1902, longitude: -98.0867 },
};

export const OTHER_CITIES: Record<string, Place> = {
  dallas: { location: 'Dallas, TX', latitude: 32.7767, longitude: -96.797 },
  houston: { location: 'Houston, TX', latitude: 29.7604, longitude: -95.3698 },
  sanAntonio: { location: 'San Antonio, TX', latitude: 29.4241, longitude: -98.4936 },
  denver: { location: 'Denver, CO', latitude: 39.7392, longitude: -104.9903 },
  portland: { location: 'Portland, OR', latitude: 45.5152, longitude: -122.6784 },
};

export interface DemoShelter {
  name: string;
  place: Place;
  dogs: number;
  description: string;
}

export interface DemoOwner {
  fullName: string;
  place: Place;
  dogs: number;
  reason: string;
}

const a = AUSTIN_AREA;
const o = OTHER_CITIES;

/** The first shelter belongs to the demo shelter account. */
export const DEMO_SHELTERS: readonly DemoShelter[] = [
  {
    name: 'Austin Paws Rescue',
    place: a.austin!,
    dogs: 10,
    description:
      'A foster-based rescue in Central Austin placing dogs from overcrowded county shelters into loving homes since 2011.',
  },
  {
    name: 'Hill Country Humane Society',
    place: a.dripping!,
    dogs: 13,
    description:
      'Serving the Texas Hill Country with low-cost adoptions, a training program for shy dogs and a big shady play yard.',
  },
  {
    name: 'Lone Star Lab Rescue',
    place: a.cedarPark!,
    dogs: 9,
    description: 'Labradors and Lab mixes of every age, fostered in homes across Williamson and Travis counties.',
  },
  {
    name: 'Second Chance Tails',
    place: a.roundRock!,
    dogs: 14,
    description: 'Giving seniors, special-needs pups and long-timers the second chance they deserve.',
  },
  {
    name: 'Barton Creek Animal Haven',
    place: a.austin!,
    dogs: 12,
    description: 'A volunteer-run haven near the greenbelt with daily trail walks for every resident dog.',
  },
  {
    name: 'Pflugerville Pet Alliance',
    place: a.pflugerville!,
    dogs: 9,
    description: 'Community shelter with Saturday adoption events and free post-adoption training classes.',
  },
  {
    name: 'Bluebonnet Dog Rescue',
    place: a.buda!,
    dogs: 8,
    description: 'Small rescue south of Austin focused on matching active dogs with active families.',
  },
  {
    name: 'Red Oak Rescue Ranch',
    place: a.kyle!,
    dogs: 10,
    description: 'A 20-acre ranch where large-breed dogs decompress before finding their families.',
  },
  {
    name: 'Eastside Mutts',
    place: a.manor!,
    dogs: 8,
    description: 'Neighbourhood rescue pulling at-risk mixes from rural shelters east of Austin.',
  },
  {
    name: 'Lakeway Lucky Dogs',
    place: a.lakeway!,
    dogs: 7,
    description: 'Foster network around Lake Travis; every dog is cat- and kid-tested in a real home.',
  },
  {
    name: 'Bee Cave Canine Coalition',
    place: a.beeCave!,
    dogs: 7,
    description: 'Partnering with local vets to heal, train and rehome dogs with medical needs.',
  },
  {
    name: 'Leander Friends of Animals',
    place: a.leander!,
    dogs: 8,
    description: 'All-volunteer nonprofit running a free spay and neuter clinic and adoption centre.',
  },
  {
    name: 'Capital City Greyhounds & Hounds',
    place: a.austin!,
    dogs: 6,
    description: 'Retired racers and hound mixes who love a couch as much as a sprint.',
  },
  {
    name: 'Trinity River Rescue',
    place: o.dallas!,
    dogs: 12,
    description: 'Dallas rescue saving dogs from high-intake shelters across North Texas.',
  },
  {
    name: 'Big D Dog Rescue',
    place: o.dallas!,
    dogs: 8,
    description: 'Foster-based rescue specialising in pit bull terriers and bully mixes.',
  },
  {
    name: 'Bayou City Animal Rescue',
    place: o.houston!,
    dogs: 11,
    description: 'Houston rescue that grew out of hurricane relief and never stopped.',
  },
  {
    name: 'Houston Heights Humane',
    place: o.houston!,
    dogs: 8,
    description: 'A neighbourhood adoption centre with evening hours for working families.',
  },
  {
    name: 'Alamo City Animal Rescue',
    place: o.sanAntonio!,
    dogs: 9,
    description: 'San Antonio rescue running weekend adoption events at local pet stores.',
  },
  {
    name: 'Mile High Mutts',
    place: o.denver!,
    dogs: 8,
    description: 'Denver rescue bringing dogs from overcrowded southern shelters to Colorado homes.',
  },
  {
    name: 'Rose City Rescue',
    place: o.portland!,
    dogs: 8,
    description: 'Portland foster network known for thorough matchmaking and lifelong support.',
  },
];

/** The first owner belongs to the demo owner account. */
export const DEMO_OWNERS: readonly DemoOwner[] = [
  {
    fullName: 'Jordan Mitchell',
    place: a.austin!,
    dogs: 1,
    reason: 'Moving overseas for work and cannot bring my dog along.',
  },
  {
    fullName: 'Maria Gonzalez',
    place: a.roundRock!,
    dogs: 1,
    reason: 'New baby and not enough time for a very active dog.',
  },
  {
    fullName: 'Tyler Brooks',
    place: a.austin!,
    dogs: 2,
    reason: 'Landlord changed the pet policy at our apartment complex.',
  },
  { fullName: 'Priya Shah', place: a.pflugerville!, dogs: 1, reason: 'My work travel has doubled this year.' },
  { fullName: 'Ethan Walker', place: a.cedarPark!, dogs: 1, reason: 'Our older dog does not get along with him.' },
  {
    fullName: 'Hannah Kim',
    place: a.buda!,
    dogs: 2,
    reason: 'Allergies in the family turned out to be worse than expected.',
  },
  { fullName: 'Marcus Johnson', place: a.austin!, dogs: 1, reason: 'Moving into a care home.' },
  {
    fullName: 'Sofia Alvarez',
    place: o.sanAntonio!,
    dogs: 1,
    reason: 'Long hours at the hospital; she deserves more company.',
  },
  { fullName: 'Daniel Nguyen', place: o.houston!, dogs: 2, reason: 'Relocating to a place with a no-pets lease.' },
  { fullName: 'Emily Carter', place: o.denver!, dogs: 1, reason: 'Deployment coming up and no family nearby to help.' },
];

/** "austin-paws-rescue" */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
