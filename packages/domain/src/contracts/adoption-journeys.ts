// The four-step adoption journey (product §2 "Adoption journey card", §3, §4; product §3, §14):
// an adopter applies for one dog; the dog's lister schedules and completes the home visit and
// the meet & greet, then completes the adoption; the adopter may withdraw.
import { z } from 'zod';
import { JOURNEY_STATUSES, JOURNEY_STEPS, LISTER_TYPES } from '../constants.ts';
import {
  applicationAnswersSchema,
  applicationDocumentSchema,
  applicationSchema,
  applicationFitSchema,
  declineMessageSchema,
  DOCUMENTS_MAX,
} from './adoption-applications.ts';

/** `GET /api/adoption-journeys` answers at most this many: active first, then the most recently changed. */
export const JOURNEY_LIST_MAX = 500;

/** A scheduled home visit or meet & greet must lie ahead. */
export const JOURNEY_TIME_IN_PAST_MESSAGE = 'Choose a time in the future.';

// Checked loosely: a malformed dog id is one that does not exist (404, product §6), not a 400.
const dogId = z
  .string({ error: 'dogId must be a dog id' })
  .min(1, 'dogId must be a dog id')
  .max(100, 'dogId must be a dog id');

/**
 * `POST /api/adoption-journeys`: start (or restart, after withdrawing) an application; the
 * answers may come with it or later (`PUT .../application`; decisions §12).
 */
export const journeyStartSchema = z.strictObject({ dogId, application: applicationAnswersSchema.optional() });
export type JourneyStart = z.infer<typeof journeyStartSchema>;

/** `GET /api/adoption-journeys/:dogId`: the caller's own journey for that dog. */
export const journeyDogParamsSchema = z.strictObject({ dogId });

const when = z.iso.datetime({ offset: true, error: 'Choose a date and time' });

/**
 * `PATCH /api/adoption-journeys/:id`: the lister moves the journey on, one step at a time;
 * the adopter may withdraw while it is active.
 */
export const journeyPatchSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('schedule_home_visit'), at: when }),
  z.strictObject({ action: z.literal('complete_home_visit') }),
  z.strictObject({ action: z.literal('schedule_meet_greet'), at: when }),
  z.strictObject({ action: z.literal('complete_meet_greet') }),
  z.strictObject({ action: z.literal('complete_adoption') }),
  z.strictObject({ action: z.literal('withdraw') }),
  // The lister declines with a kind message: the journey closes and the adopter is told.
  z.strictObject({ action: z.literal('decline'), message: declineMessageSchema }),
]);
export type JourneyPatch = z.infer<typeof journeyPatchSchema>;
export type JourneyAction = JourneyPatch['action'];
export const JOURNEY_LISTER_ACTIONS = [
  'schedule_home_visit',
  'complete_home_visit',
  'schedule_meet_greet',
  'complete_meet_greet',
  'complete_adoption',
  'decline',
] as const satisfies readonly JourneyAction[];

export const journeySchema = z.object({
  id: z.string(),
  dogId: z.string(),
  dog: z.object({ id: z.string(), name: z.string(), photos: z.array(z.string()) }),
  shelterName: z.string(),
  listerType: z.enum(LISTER_TYPES),
  adopterName: z.string(),
  currentStep: z.enum(JOURNEY_STEPS),
  /** active; completed (the adoption happened); withdrawn (by the adopter); closed (the dog went to someone else, or left). */
  status: z.enum(JOURNEY_STATUSES),
  applicationSubmittedAt: z.string().nullable(),
  homeVisitScheduledAt: z.string().nullable(),
  homeVisitCompletedAt: z.string().nullable(),
  meetGreetScheduledAt: z.string().nullable(),
  meetGreetCompletedAt: z.string().nullable(),
  adoptionDate: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** Why a closed journey closed, in words for the adopter. */
  closedReason: z.string().nullable(),
  /** The lister's own words when they declined the application. */
  declineMessage: z.string().nullable(),
  /** The adopter's answers (decisions §12); null until given: the lister sees it as incomplete. */
  application: applicationSchema.nullable(),
  applicationUpdatedAt: z.string().nullable(),
  /** Whether the adopter may still change the answers and documents: until the lister's first step. */
  applicationEditable: z.boolean(),
  documents: z.array(applicationDocumentSchema).max(DOCUMENTS_MAX),
  /** The lister's view only (null for the adopter): how well the dog fits this adopter. Null without a profile. */
  fit: applicationFitSchema.nullable(),
  /** The lister's view only: the adopter's survey in a few plain lines. Null without a profile. */
  adopterSurvey: z.array(z.string()).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Journey = z.infer<typeof journeySchema>;

/** `GET /api/adoption-journeys`: an adopter's own journeys, or a lister's journeys for their dogs. */
export const journeyListSchema = z.array(journeySchema).max(JOURNEY_LIST_MAX);
