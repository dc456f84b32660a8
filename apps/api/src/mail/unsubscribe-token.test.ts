import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.ts';

const SECRET = 'test-secret-test-secret-test-secret-0123';
const SAM = '00000000-0000-4000-8000-000000000001';
const ALEX = '00000000-0000-4000-8000-000000000002';

describe('unsubscribe tokens', () => {
  it('carry the person and the topic they were signed for', () => {
    const token = signUnsubscribeToken({ userId: SAM, topic: 'newDogAlerts' }, SECRET);
    expect(verifyUnsubscribeToken(token, SECRET)).toEqual({ userId: SAM, topic: 'newDogAlerts' });
  });

  it('refuse a token turned to another person or another topic', () => {
    const token = signUnsubscribeToken({ userId: SAM, topic: 'messages' }, SECRET);
    const signature = token.split('.')[2];
    expect(verifyUnsubscribeToken(`${ALEX}.messages.${signature}`, SECRET)).toBeNull();
    expect(verifyUnsubscribeToken(`${SAM}.all.${signature}`, SECRET)).toBeNull();
  });

  it('refuse tokens signed with another secret, altered signatures and junk', () => {
    const forged = signUnsubscribeToken({ userId: SAM, topic: 'all' }, 'another-secret-another-secret-another');
    expect(verifyUnsubscribeToken(forged, SECRET)).toBeNull();
    const token = signUnsubscribeToken({ userId: SAM, topic: 'all' }, SECRET);
    const flipped = token.slice(0, -2) + (token.endsWith('AA') ? 'AB' : 'AA');
    expect(verifyUnsubscribeToken(flipped, SECRET)).toBeNull();
    for (const junk of ['', 'a.b', `${SAM}.all`, `${SAM}.unknown.${token.split('.')[2]}`, `${token}.extra`]) {
      expect(verifyUnsubscribeToken(junk, SECRET)).toBeNull();
    }
  });
});
