// The SQL side of Scout's one distance (`distanceMiles`, packages/domain/src/matching/distance.ts).
// earthdistance measures on its own fixed sphere (`earth()`, 6,378,168 m), Scout on the Earth's
// mean radius (EARTH_RADIUS_MILES). The same angle is the same distance on both, so an arc of
// earthdistance's sphere is scaled by EARTH_RADIUS_MILES / earth(): a radius filter's edge and
// the distances shown are exactly what `distanceMiles` gives for the same two points.
import { EARTH_RADIUS_MILES, type LatLng } from '@scout/domain/matching';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

const radiusMiles = sql.raw(`${EARTH_RADIUS_MILES}::float8`);

/** A point as earthdistance's `earth` type (what the dogs' stored `position` holds). */
export const earthPoint = (p: LatLng) => sql`ll_to_earth(${p.latitude}, ${p.longitude})`;

/** Miles from `origin` to `position`, an `earth` value such as `dogs.position`. */
export function milesBetween(origin: LatLng, position: SQLWrapper): SQL<number> {
  return sql<number>`(earth_distance(${earthPoint(origin)}, ${position}) / earth() * ${radiusMiles})`;
}

/**
 * `position` is at most `miles` from `origin`. earth_box, a cube around the point, lets the
 * GiST index on `position` filter; the distance then trims the box's corners.
 */
export function withinMiles(origin: LatLng, position: SQLWrapper, miles: number): SQL {
  const boxMeters = sql`${miles}::float8 / ${radiusMiles} * earth()`;
  return sql`earth_box(${earthPoint(origin)}, ${boxMeters}) @> ${position} and ${milesBetween(origin, position)} <= ${miles}::float8`;
}
