// The shared dog cards hold for one version of the dogs and listers tables, and a request
// that read older versions (it started earlier) can neither store nor read across versions.
import type { Dog } from '@scout/domain';
import { expect, it } from 'vitest';
import { DogCardCache } from './dog-card-cache.ts';
import type { DogCard } from '../dogs/dog-presenter.ts';

const card = (id: string, name: string): DogCard => ({
  dog: { id, name } as Dog,
  json: `{"id":"${id}","name":"${name}"`,
});
const v = (dogsVersion: number, listersVersion: number) => ({ dogsVersion, listersVersion });

it('serves a card only at the versions it was read at, and forgets all when either table changes', () => {
  const cache = new DogCardCache();
  cache.sync(v(1, 1));
  cache.set(v(1, 1), card('a', 'Old'));
  expect(cache.get(v(1, 1), 'a')?.dog.name).toBe('Old');
  expect(cache.get(v(1, 2), 'a')).toBeUndefined();

  cache.sync(v(1, 2));
  expect(cache.get(v(1, 2), 'a')).toBeUndefined();
  cache.set(v(1, 2), card('a', 'New'));
  expect(cache.get(v(1, 2), 'a')?.dog.name).toBe('New');
});

it('is not moved back, nor written to, by a request that read older versions', () => {
  const cache = new DogCardCache();
  cache.sync(v(2, 1));
  cache.set(v(2, 1), card('a', 'Current'));
  cache.sync(v(1, 1));
  cache.set(v(1, 1), card('a', 'Stale'));
  expect(cache.get(v(2, 1), 'a')?.dog.name).toBe('Current');
  expect(cache.get(v(1, 1), 'a')).toBeUndefined();
});

it('starts again empty past its size', () => {
  const cache = new DogCardCache(2);
  cache.sync(v(0, 0));
  cache.set(v(0, 0), card('a', 'A'));
  cache.set(v(0, 0), card('b', 'B'));
  cache.set(v(0, 0), card('c', 'C'));
  expect(cache.get(v(0, 0), 'a')).toBeUndefined();
  expect(cache.get(v(0, 0), 'c')?.dog.name).toBe('C');
});
