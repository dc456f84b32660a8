// One adopter's four-step adoption of one dog (application, home visit, meet & greet, adoption).
import { JOURNEY_STATUSES, JOURNEY_STEPS, type JourneyStatus, type JourneyStep } from '@scout/domain';
import { check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, isOneOf, optionalTimestamp, updatedAt } from './columns.ts';
import { dogs } from './dogs.ts';

export const adoptionJourneys = pgTable(
  'adoption_journeys',
  {
    id: id(),
    adopterId: uuid('adopter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dogId: uuid('dog_id')
      .notNull()
      .references(() => dogs.id, { onDelete: 'cascade' }),
    currentStep: text('current_step').$type<JourneyStep>().notNull().default('application'),
    status: text('status').$type<JourneyStatus>().notNull().default('active'),
    applicationSubmittedAt: optionalTimestamp('application_submitted_at'),
    homeVisitScheduledAt: optionalTimestamp('home_visit_scheduled_at'),
    homeVisitCompletedAt: optionalTimestamp('home_visit_completed_at'),
    meetGreetScheduledAt: optionalTimestamp('meet_greet_scheduled_at'),
    meetGreetCompletedAt: optionalTimestamp('meet_greet_completed_at'),
    adoptionDate: optionalTimestamp('adoption_date'),
    completedAt: optionalTimestamp('completed_at'),
    /** Why a journey was closed, e.g. the dog was adopted by someone else. */
    closedReason: text('closed_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('adoption_journeys_current_step_check', isOneOf(t.currentStep, JOURNEY_STEPS)),
    check('adoption_journeys_status_check', isOneOf(t.status, JOURNEY_STATUSES)),
    unique('adoption_journeys_adopter_id_dog_id_unique').on(t.adopterId, t.dogId),
    index('adoption_journeys_dog_id_idx').on(t.dogId),
  ],
);

export type AdoptionJourneyRecord = typeof adoptionJourneys.$inferSelect;
export type NewAdoptionJourneyRecord = typeof adoptionJourneys.$inferInsert;
