import { describe, expect, it } from 'vitest';
import { matchesPath } from '@scout/domain/route-paths';
import { SCREENS } from './screens';

describe('matchesPath', () => {
  it('matches fixed paths and parameters as the router does', () => {
    expect(matchesPath('/discover', '/discover')).toBe(true);
    expect(matchesPath('/discover', '/discover/')).toBe(true);
    expect(matchesPath('/dogs/:id', '/dogs/0b6f')).toBe(true);
    expect(matchesPath('/dogs/:id', '/dogs/')).toBe(false);
    expect(matchesPath('/messages', '/messages/c1')).toBe(false);
    expect(matchesPath('/messages/:conversationId', '/messages/c1')).toBe(true);
    expect(matchesPath('/map', '/')).toBe(false);
  });

  it('finds exactly one screen for each address of product §2', () => {
    for (const pathname of [
      '/discover',
      '/dogs/d1',
      '/map',
      '/messages',
      '/messages/c1',
      '/shelters/s1',
      '/onboarding',
    ]) {
      expect(SCREENS.filter((s) => matchesPath(s.path, pathname))).toHaveLength(1);
    }
  });
});
