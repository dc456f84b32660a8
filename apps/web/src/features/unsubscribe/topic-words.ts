// How the unsubscribe page names the emails a link stops (product §16.6), in plain words.
import type { UnsubscribeTopic } from '@scout/domain/contracts/unsubscribe';

/** What the link stops: "This link stops <words>." */
export const TOPIC_WORDS: Record<UnsubscribeTopic, string> = {
  messages: 'emails about new messages',
  toursAndApplications: 'emails about tours and applications',
  newDogAlerts: 'new-dog alerts',
  all: 'all Scout notification emails',
};

/** The same emails after a "won't": "You won't get <words> any more." ("all ..." would read wrongly there). */
export const TOPIC_WORDS_AFTER_NEGATION: Record<UnsubscribeTopic, string> = {
  ...TOPIC_WORDS,
  all: 'any Scout notification emails',
};
