// The token in every email's unsubscribe link (product §16.6): it names one person and one
// topic and is signed with the app's secret, so the link works signed out and cannot be
// forged or turned against another person. It does not expire: an old email's link must
// still work (RFC 8058), and using it twice only repeats the same harmless change.
import { UNSUBSCRIBE_TOPICS, type UnsubscribeTopic } from '@scout/domain';
import { createHmac, timingSafeEqual } from 'node:crypto';

export type { UnsubscribeTopic };

export interface UnsubscribeClaim {
  userId: string;
  topic: UnsubscribeTopic;
}

const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;

function signature(userId: string, topic: string, secret: string): Buffer {
  // The purpose prefix keeps these signatures apart from every other use of the secret.
  return createHmac('sha256', secret).update(`scout-unsubscribe:v1:${userId}:${topic}`).digest();
}

/** `<userId>.<topic>.<signature>`, URL-safe. */
export function signUnsubscribeToken(claim: UnsubscribeClaim, secret: string): string {
  if (!USER_ID.test(claim.userId)) throw new Error('unsubscribe token: unexpected user id');
  return `${claim.userId}.${claim.topic}.${signature(claim.userId, claim.topic, secret).toString('base64url')}`;
}

/** The claim of a genuine token, or null for anything forged, altered or malformed. */
export function verifyUnsubscribeToken(token: string, secret: string): UnsubscribeClaim | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [userId, topic, given] = parts as [string, string, string];
  if (!USER_ID.test(userId) || !(UNSUBSCRIBE_TOPICS as readonly string[]).includes(topic)) return null;
  if (!/^[A-Za-z0-9_-]{43}$/.test(given)) return null;
  const expected = signature(userId, topic, secret);
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { userId, topic: topic as UnsubscribeTopic };
}
