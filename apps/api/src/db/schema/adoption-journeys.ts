// One adopter's four-step adoption of one dog (application, home visit, meet & greet, adoption),
// with the adopter's answers to the application and the documents they attached (decisions §12).
import {
  DOCUMENT_TYPES,
  JOURNEY_STATUSES,
  JOURNEY_STEPS,
  type ApplicationAnswers,
  type DocumentType,
  type JourneyStatus,
  type JourneyStep,
} from '@scout/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
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
    /** The lister's own words when they declined the application. */
    declineMessage: text('decline_message'),
    /** The adopter's answers, as applicationAnswersSchema gives them; null until given. */
    application: jsonb('application').$type<ApplicationAnswers>(),
    applicationUpdatedAt: optionalTimestamp('application_updated_at'),
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

/**
 * A file the adopter attached to their application. The bytes live in object storage
 * (storage/object-storage.ts) under `storage_key`; the row goes with its journey, and so with
 * the adopter's account or the dog (the files are deleted by the code that deletes them).
 */
export const applicationDocuments = pgTable(
  'application_documents',
  {
    id: id(),
    journeyId: uuid('journey_id')
      .notNull()
      .references(() => adoptionJourneys.id, { onDelete: 'cascade' }),
    /** "documents/<uuid>": never derived from the file's name. */
    storageKey: text('storage_key').notNull().unique(),
    /** The uploaded file's name, cleaned (no path, no control characters, bounded). */
    name: text('name').notNull(),
    /** What its content is (checked by its first bytes, never by name or declared type). */
    type: text('type').$type<DocumentType>().notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('application_documents_type_check', isOneOf(t.type, DOCUMENT_TYPES)),
    check('application_documents_size_check', sql`${t.size} > 0`),
    index('application_documents_journey_id_created_at_idx').on(t.journeyId, t.createdAt),
  ],
);

export type ApplicationDocumentRecord = typeof applicationDocuments.$inferSelect;
export type NewApplicationDocumentRecord = typeof applicationDocuments.$inferInsert;
