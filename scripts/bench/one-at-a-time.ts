// Measurements made one request at a time, so the figures are each request's own: the map
// right after a write, and discover while an adopter swipes.
import { DEMO_ACCOUNTS } from '../../apps/api/src/db/seed/demo-world.ts';
import { markersPath, type MapViewport } from './map-viewports.ts';
import { quantile } from './quantile.ts';
import { signIn } from './sign-in.ts';

/** The time at quantile `q` of times sorted ascending, in ms with one decimal. */
const at = (sorted: readonly number[], q: number) => quantile(sorted, q).toFixed(1);

/**
 * The map's cost when its tiles are cold: any write to dogs empties the kept tiles, so each
 * of these requests follows a lister's edit (the demo shelter changes a dog's weight) and
 * reads its tiles from the database. One at a time, so the figures are the request's own.
 */
export async function markersAfterWrites(base: string, viewport: MapViewport, rounds = 100): Promise<string> {
  const shelter = DEMO_ACCOUNTS.find((account) => account.role === 'shelter')!;
  const cookie = await signIn(base, shelter.email, shelter.password);
  const [dog] = (await (await fetch(`${base}/api/dogs/user`, { headers: { cookie } })).json()) as {
    id: string;
    weight: number;
  }[];
  if (!dog) throw new Error('the demo shelter has no dogs to edit');
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const edit = await fetch(`${base}/api/dogs/${dog.id}`, {
      method: 'PATCH',
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ weight: dog.weight + (i % 2) }),
    });
    if (!edit.ok) throw new Error(`bench edit failed: ${edit.status} ${await edit.text()}`);
    const started = performance.now();
    const res = await fetch(`${base}${markersPath(viewport.box)}`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return `GET /api/dogs map viewport (${viewport.name}) right after a write, one at a time: p50 ${at(times, 0.5)} ms, p99 ${at(times, 0.99)} ms (${rounds} requests)`;
}

/**
 * Discover as an adopter uses it: read the deck, swipe its first dog (liking calm ones,
 * passing the rest), read the deck again. The learned taste changes with the swipes, so
 * every TASTE_RELEARN_SWIPES swipes the ranking is built again with it (loading the swipes,
 * the candidates, scoring them); the requests in between serve the kept ranking.
 */
export async function discoverWhileSwiping(base: string, email: string, rounds = 90): Promise<string> {
  const cookie = await signIn(base, email);
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    const res = await fetch(`${base}/api/dogs/discover?limit=20`, { headers: { cookie } });
    const deck = (await res.json()) as { id: string; temperament: string[] }[];
    times.push(performance.now() - started);
    const top = deck[0];
    if (!top) break;
    const swipe = await fetch(`${base}/api/swipes`, {
      method: 'POST',
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ dogId: top.id, direction: top.temperament.includes('calm') ? 'right' : 'left' }),
    });
    if (!swipe.ok) throw new Error(`bench swipe failed: ${swipe.status} ${await swipe.text()}`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return `GET /api/dogs/discover between swipes (the taste relearned every few swipes), one at a time: p50 ${at(sorted, 0.5)} ms, p99 ${at(sorted, 0.99)} ms, max ${at(sorted, 1)} ms (${times.length} requests)`;
}
