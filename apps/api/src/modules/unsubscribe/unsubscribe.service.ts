// The unsubscribe link's rules (product §16.6): the signed token alone decides whose emails
// and which; it works signed out, and a forged or altered token is a clear 400.
import { INVALID_UNSUBSCRIBE_TOKEN_MESSAGE, type UnsubscribeStatus, type UnsubscribeTopic } from '@scout/domain';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../http-errors.ts';
import { verifyUnsubscribeToken } from '../../mail/unsubscribe-token.ts';
import { findEmailSwitches, turnOffEmails, userExists, type EmailSwitches } from './unsubscribe.repository.ts';

const DEFAULT_SWITCHES: EmailSwitches = { messagesEmail: true, toursAndApplicationsEmail: true, alertMode: 'off' };

export function createUnsubscribeService(db: Database, authSecret: string) {
  function claimOf(token: string) {
    const claim = verifyUnsubscribeToken(token, authSecret);
    if (!claim) throw badRequest(INVALID_UNSUBSCRIBE_TOKEN_MESSAGE);
    return claim;
  }

  async function status(userId: string, topic: UnsubscribeTopic): Promise<UnsubscribeStatus> {
    // A deleted account gets no email at all.
    if (!(await userExists(db, userId))) return { topic, subscribed: false };
    const switches = (await findEmailSwitches(db, userId)) ?? DEFAULT_SWITCHES;
    const on = {
      messages: switches.messagesEmail,
      toursAndApplications: switches.toursAndApplicationsEmail,
      newDogAlerts: switches.alertMode !== 'off',
    };
    return { topic, subscribed: topic === 'all' ? Object.values(on).some(Boolean) : on[topic] };
  }

  return {
    /** What the link would stop, and whether it is still on. */
    async preview(token: string): Promise<UnsubscribeStatus> {
      const { userId, topic } = claimOf(token);
      return status(userId, topic);
    },

    /** Turns the topic's emails off (new-dog alerts: mode off). Using a link twice changes nothing more. */
    async unsubscribe(token: string): Promise<UnsubscribeStatus> {
      const { userId, topic } = claimOf(token);
      if (await userExists(db, userId)) {
        await turnOffEmails(db, userId, {
          messages: topic === 'messages' || topic === 'all',
          toursAndApplications: topic === 'toursAndApplications' || topic === 'all',
          newDogAlerts: topic === 'newDogAlerts' || topic === 'all',
        });
      }
      return status(userId, topic);
    },
  };
}
