import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { NO_MAP_FILTERS } from '@scout/domain/contracts/map-filters';
import { dogFixture } from '@/testing/dog-fixture';
import { installFetchStandIn, json } from '@/testing/fetch-stand-in';
import { dogKeys, dogQueries, useDog } from './dogs';
import { listerKeys } from './listers';

const { calls, routes, queryClient } = installFetchStandIn();

function withClient(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('useDog', () => {
  it("is one query for the dog page and the map's card: the second reader is answered from the cache", async () => {
    routes['GET /api/dogs/dog-1'] = () => json(dogFixture());
    const wrapper = withClient(queryClient());
    const page = renderHook(() => useDog('dog-1', 'u1', null), { wrapper });
    await waitFor(() => expect(page.result.current.data?.name).toBe('Biscuit'));
    const card = renderHook(() => useDog('dog-1', 'u1', null), { wrapper });
    expect(card.result.current.data?.name).toBe('Biscuit');
    expect(calls.filter((c) => c.url === '/api/dogs/dog-1')).toHaveLength(1);
  });

  it('reads nothing until a dog is picked', () => {
    const { result } = renderHook(() => useDog(null, null, null), { wrapper: withClient(queryClient()) });
    expect(result.current.fetchStatus).toBe('idle');
    expect(calls).toHaveLength(0);
  });
});

describe('dogQueries.map', () => {
  const answer = (body: unknown, total: string | null) =>
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json', ...(total === null ? {} : { 'X-Total-Count': total }) },
    });
  const shelterGroup = {
    listerId: 'l1',
    listerType: 'shelter',
    latitude: 30.2,
    longitude: -97.7,
    count: 1_200,
    photo: '/p/1.webp',
  };
  // Several nearby listers' dogs, merged into one grid square's group.
  const squareGroup = { listerId: null, listerType: null, latitude: 30.9, longitude: -97.1, count: 300, photo: null };
  const dogMarker = {
    id: 'dog-1',
    name: 'Biscuit',
    latitude: 30.2,
    longitude: -97.7,
    photo: null,
    listerId: 'l1',
    listerType: 'shelter',
    size: 'large',
    ageCategory: 'puppy',
    energyLevel: 'low',
    goodWithKids: true,
    goodWithDogs: false,
    goodWithCats: true,
  };

  it('asks for groups when crowded and reads the dogs with the total from X-Total-Count', async () => {
    routes['GET /api/dogs?bbox=1,2,3,4&view=map&group=auto'] = () => answer({ kind: 'dogs', dogs: [dogMarker] }, '1');
    expect(await queryClient().fetchQuery(dogQueries.map('1,2,3,4', NO_MAP_FILTERS))).toEqual({
      kind: 'dogs',
      dogs: [dogMarker],
      total: 1,
    });
  });

  it('sends the filters, and a filter change is another query (so it asks again)', async () => {
    const filters = { ...NO_MAP_FILTERS, sizes: ['small', 'large'], goodWithKids: true, goodWithCats: true } as const;
    routes['GET /api/dogs?bbox=1,2,3,4&view=map&group=auto&sizes=small,large&goodWith=kids,cats'] = () =>
      answer({ kind: 'groups', groups: [shelterGroup] }, '1200');
    const client = queryClient();
    expect(await client.fetchQuery(dogQueries.map('1,2,3,4', filters))).toMatchObject({ total: 1_200 });
    expect(dogQueries.map('1,2,3,4', filters).queryKey).not.toEqual(
      dogQueries.map('1,2,3,4', { ...filters, goodWithCats: false }).queryKey,
    );
    expect(dogQueries.map('1,2,3,4', filters).queryKey).not.toEqual(dogQueries.map('1,2,3,4', NO_MAP_FILTERS).queryKey);
  });

  it("reads a crowded area's groups, a lister's or a grid square's; without the header their dogs are the total", async () => {
    routes['GET /api/dogs?bbox=1,2,3,4&view=map&group=auto'] = () =>
      answer({ kind: 'groups', groups: [shelterGroup, squareGroup] }, null);
    expect(await queryClient().fetchQuery(dogQueries.map('1,2,3,4', NO_MAP_FILTERS))).toEqual({
      kind: 'groups',
      groups: [shelterGroup, squareGroup],
      total: 1_500,
    });
  });

  it('refuses an answer that is not the contract (an old plain list, a group without its count)', async () => {
    routes['GET /api/dogs?bbox=1,2,3,4&view=map&group=auto'] = () => answer([], '42');
    await expect(
      queryClient().fetchQuery({ ...dogQueries.map('1,2,3,4', NO_MAP_FILTERS), retry: false }),
    ).rejects.toThrow();
    const { count: _count, ...uncounted } = shelterGroup;
    routes['GET /api/dogs?bbox=1,2,3,4&view=map&group=auto'] = () =>
      answer({ kind: 'groups', groups: [uncounted] }, '42');
    await expect(
      queryClient().fetchQuery({ ...dogQueries.map('1,2,3,4', NO_MAP_FILTERS), retry: false }),
    ).rejects.toThrow();
  });
});

describe('dogKeys', () => {
  it("puts the details, similar dogs, map markers and guest deck under ['/api/dogs'], and not the adopter's own lists", async () => {
    const client = queryClient();
    const under = [
      dogKeys.detail('dog-1', 'u1'),
      dogKeys.similar('dog-1'),
      dogKeys.map('1,2,3,4', ''),
      dogKeys.guestDeck,
    ];
    const apart = [dogKeys.discover, dogKeys.liked, listerKeys.dogs, listerKeys.dogToEdit('dog-1')];
    for (const key of [...under, ...apart]) client.setQueryData(key, []);
    await client.invalidateQueries({ queryKey: dogKeys.all });
    for (const key of under) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    for (const key of apart) expect(client.getQueryState(key)?.isInvalidated).toBe(false);
  });
});
