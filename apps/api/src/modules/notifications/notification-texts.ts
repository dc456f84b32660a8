// What each notification says and where it leads (product §16.2). Short, warm, in Scout's
// voice, and only what its recipient can already see in the app: the lister by their public
// name (an owner as "{first name} (Owner)"), never an owner's reason, phone or email.
import type { JourneyStep, ListerType, NotificationKind } from '@scout/domain';
import { JOURNEY_STEP_TITLES } from '@scout/domain/journey/progress';

/** The in-app paths of apps/web/src/app/app-shell.tsx. */
export const notificationLinks = {
  conversation: (conversationId: string) => `/messages/${conversationId}`,
  /** An adopter's tours and application for a dog are shown on its page. */
  dog: (dogId: string) => `/dogs/${dogId}`,
  dashboard: (listerType: ListerType) => (listerType === 'owner' ? '/owner-dashboard' : '/shelter-dashboard'),
};

/** A notification's words: what the list shows. */
export interface NotificationText {
  kind: NotificationKind;
  title: string;
  body: string;
}

/** How much of a message the notification quotes. */
export const MESSAGE_PREVIEW_LENGTH = 120;

function preview(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length <= MESSAGE_PREVIEW_LENGTH ? flat : `${flat.slice(0, MESSAGE_PREVIEW_LENGTH - 1).trimEnd()}…`;
}

/** `unread`: how many of the sender's messages in the conversation the recipient has not read yet. */
export function messageText(senderName: string, dogName: string, content: string, unread: number): NotificationText {
  return {
    kind: 'message',
    title: unread > 1 ? `${unread} new messages about ${dogName}` : `New message about ${dogName}`,
    body: `${senderName}: ${preview(content)}`,
  };
}

export const tourTexts = {
  requested: (adopterName: string, dogName: string): NotificationText => ({
    kind: 'tour-requested',
    title: `Virtual tour request for ${dogName}`,
    body: `${adopterName} would like a virtual meet & greet with ${dogName}. Confirm or decline it from your dashboard.`,
  }),
  confirmed: (listerName: string, dogName: string): NotificationText => ({
    kind: 'tour-confirmed',
    title: `Your virtual tour with ${dogName} is confirmed`,
    body: `${listerName} confirmed your virtual meet & greet with ${dogName}. See you there!`,
  }),
  declined: (listerName: string, dogName: string): NotificationText => ({
    kind: 'tour-declined',
    title: `Your virtual tour with ${dogName} was declined`,
    body: `${listerName} can't make that time. You're welcome to book another.`,
  }),
  cancelled: (adopterName: string, dogName: string): NotificationText => ({
    kind: 'tour-cancelled',
    title: `Virtual tour with ${dogName} cancelled`,
    body: `${adopterName} cancelled their virtual meet & greet with ${dogName}.`,
  }),
  /** Declined because the dog left Scout: `why` says how (dog-departures.ts). */
  calledOff: (dogName: string, why: string): NotificationText => ({
    kind: 'tour-declined',
    title: `Your virtual tour with ${dogName} is off`,
    body: why,
  }),
};

const stepName = (step: JourneyStep) => JOURNEY_STEP_TITLES[step].toLowerCase();

export const applicationTexts = {
  started: (adopterName: string, dogName: string): NotificationText => ({
    kind: 'application-started',
    title: `New adoption application for ${dogName}`,
    body: `${adopterName} applied to adopt ${dogName}. Review it from your dashboard.`,
  }),
  withdrawn: (adopterName: string, dogName: string): NotificationText => ({
    kind: 'application-withdrawn',
    title: `Application for ${dogName} withdrawn`,
    body: `${adopterName} withdrew their application for ${dogName}.`,
  }),
  scheduled: (listerName: string, dogName: string, step: 'home_visit' | 'meet_greet'): NotificationText => ({
    kind: 'application-step',
    title: `${JOURNEY_STEP_TITLES[step]} scheduled`,
    body: `${listerName} scheduled the ${stepName(step)} for your application to adopt ${dogName}.`,
  }),
  stepDone: (listerName: string, dogName: string, done: 'home_visit' | 'meet_greet'): NotificationText => ({
    kind: 'application-step',
    title: `${JOURNEY_STEP_TITLES[done]} done`,
    body:
      done === 'home_visit'
        ? `${listerName} marked the home visit done. Next up for you and ${dogName}: the meet & greet.`
        : `${listerName} marked the meet & greet done. ${dogName}'s adoption is the last step.`,
  }),
  completed: (dogName: string): NotificationText => ({
    kind: 'application-completed',
    title: `${dogName} is yours!`,
    body: `Congratulations! Your adoption of ${dogName} is complete.`,
  }),
  /**
   * Declined by the lister with a message (which is also in the conversation, unnotified:
   * this is the adopter's one notification of it). `why` is the journey's closed reason.
   */
  declined: (listerName: string, dogName: string, why: string, message: string): NotificationText => ({
    kind: 'application-closed',
    title: `Your application for ${dogName} is closed`,
    body: `${why} ${listerName} wrote: ${preview(message)}`,
  }),
  /** Closed because the dog left Scout: `why` is the journey's closed reason. */
  closed: (dogName: string, why: string): NotificationText => ({
    kind: 'application-closed',
    title: `Your application for ${dogName} is closed`,
    body: why,
  }),
};
