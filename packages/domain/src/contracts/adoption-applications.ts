// The adoption application (decisions §12, product §4.6): what an adopter tells the dog's
// lister about their home, prefilled from their survey, with documents attached; what the
// lister sees of it (the answers, the documents, the dog's fit for this adopter); and the
// lister's kind decline.
import { z } from 'zod';
import { EXPERIENCE_LEVELS } from '../constants.ts';

export const HOME_OWNERSHIPS = ['own', 'rent'] as const;
export type HomeOwnership = (typeof HOME_OWNERSHIPS)[number];
export const PET_KINDS = ['dog', 'cat', 'other'] as const;
export type PetKind = (typeof PET_KINDS)[number];

export const APPLICATION_LIMITS = {
  adults: { min: 1, max: 20 },
  childAge: { min: 0, max: 17 },
  children: 12,
  pets: 10,
  hoursAlone: { min: 0, max: 24 },
  vetReference: 200,
  why: { min: 20, max: 2000 },
} as const;

const { adults, childAge, hoursAlone, why } = APPLICATION_LIMITS;

export const applicationPetSchema = z.strictObject({
  kind: z.enum(PET_KINDS, { error: 'Pet kind is required' }),
  spayedNeutered: z.boolean({ error: 'Say whether the pet is spayed or neutered' }),
  vaccinated: z.boolean({ error: 'Say whether the pet is vaccinated' }),
});
export type ApplicationPet = z.infer<typeof applicationPetSchema>;

/** `PUT /api/adoption-journeys/:id/application`, or with `POST /api/adoption-journeys`. */
export const applicationAnswersSchema = z
  .strictObject({
    homeOwnership: z.enum(HOME_OWNERSHIPS, { error: 'Home ownership is required' }),
    /** Asked when renting: whether the landlord allows dogs. Null when the adopter owns. */
    landlordAllowsDogs: z.boolean().nullable().default(null),
    adults: z
      .number({ error: `Adults must be between ${adults.min} and ${adults.max}` })
      .int(`Adults must be between ${adults.min} and ${adults.max}`)
      .min(adults.min, `Adults must be between ${adults.min} and ${adults.max}`)
      .max(adults.max, `Adults must be between ${adults.min} and ${adults.max}`),
    childrenAges: z
      .array(
        z
          .number({ error: `Children's ages must be between ${childAge.min} and ${childAge.max}` })
          .int(`Children's ages must be between ${childAge.min} and ${childAge.max}`)
          .min(childAge.min, `Children's ages must be between ${childAge.min} and ${childAge.max}`)
          .max(childAge.max, `Children's ages must be between ${childAge.min} and ${childAge.max}`),
      )
      .max(APPLICATION_LIMITS.children, `At most ${APPLICATION_LIMITS.children} children`),
    otherPets: z.array(applicationPetSchema).max(APPLICATION_LIMITS.pets, `At most ${APPLICATION_LIMITS.pets} pets`),
    hoursAlone: z
      .number({ error: `Hours alone must be between ${hoursAlone.min} and ${hoursAlone.max}` })
      .int(`Hours alone must be between ${hoursAlone.min} and ${hoursAlone.max}`)
      .min(hoursAlone.min, `Hours alone must be between ${hoursAlone.min} and ${hoursAlone.max}`)
      .max(hoursAlone.max, `Hours alone must be between ${hoursAlone.min} and ${hoursAlone.max}`),
    experience: z.enum(EXPERIENCE_LEVELS, { error: 'Experience is required' }),
    vetReference: z
      .string()
      .trim()
      .max(
        APPLICATION_LIMITS.vetReference,
        `Veterinarian reference must be at most ${APPLICATION_LIMITS.vetReference} characters`,
      )
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .default(null),
    whyThisDog: z
      .string({ error: `Why this dog must be at least ${why.min} characters` })
      .trim()
      .min(why.min, `Why this dog must be at least ${why.min} characters`)
      .max(why.max, `Why this dog must be at most ${why.max} characters`),
  })
  .superRefine((answers, ctx) => {
    if (answers.homeOwnership === 'rent' && answers.landlordAllowsDogs === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['landlordAllowsDogs'],
        message: 'Say whether your landlord allows dogs',
      });
    }
  })
  .transform((answers) => (answers.homeOwnership === 'own' ? { ...answers, landlordAllowsDogs: null } : answers));
export type ApplicationAnswers = z.infer<typeof applicationAnswersSchema>;
export type ApplicationAnswersInput = z.input<typeof applicationAnswersSchema>;

/**
 * The answers as a journey carries them: the shape `applicationAnswersSchema` gives, without
 * its transforms. Answers are encoded (z.encode) by the server's serializer, and zod cannot
 * encode through a one-way transform, so the journey's contract uses this schema instead.
 */
export const applicationSchema = z.object({
  homeOwnership: z.enum(HOME_OWNERSHIPS),
  landlordAllowsDogs: z.boolean().nullable(),
  adults: z.number().int(),
  childrenAges: z.array(z.number().int()),
  otherPets: z.array(applicationPetSchema),
  hoursAlone: z.number().int(),
  experience: z.enum(EXPERIENCE_LEVELS),
  vetReference: z.string().nullable(),
  whyThisDog: z.string(),
});
// The two shapes stay one: this fails to compile when either schema changes alone.
type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _answersMatchApplication: SameShape<ApplicationAnswers, z.infer<typeof applicationSchema>> = true;

/** What an application may carry: PDF, JPEG or PNG (checked by content), at most 5 files of 10 MB each. */
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENTS_MAX = 5;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_TYPE_MESSAGE = 'Only PDF, JPEG and PNG files can be attached.';
export const DOCUMENT_TOO_LARGE_MESSAGE = 'A document can be at most 10 MB.';
export const DOCUMENTS_FULL_MESSAGE = `An application can have at most ${DOCUMENTS_MAX} documents.`;
export const APPLICATION_LOCKED_MESSAGE = 'The shelter has moved your application on, so it can no longer be changed.';
export const ADOPTER_ONLY_APPLICATION_MESSAGE = 'Only the adopter can change the application.';

/** `POST /api/adoption-journeys/:id/documents` answers one; the journey lists them all. */
export const applicationDocumentSchema = z.object({
  id: z.string(),
  /** The file's name as the adopter uploaded it (cleaned of paths and control characters). */
  name: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  size: z.number().int().min(1),
  createdAt: z.string(),
});
export type ApplicationDocument = z.infer<typeof applicationDocumentSchema>;

export const documentParamsSchema = z.strictObject({ id: z.string().max(100), documentId: z.string().max(100) });

/**
 * The lister's view of the dog's fit for this adopter: the same score, reasons and broken
 * hard limits the adopter sees on the dog's page.
 */
export const applicationFitSchema = z.object({
  score: z.number().int().min(0).max(100),
  reasons: z.array(z.string()),
  hardLimits: z.array(z.string()),
});
export type ApplicationFit = z.infer<typeof applicationFitSchema>;

/** The lister's decline: a kind message, shown in the conversation and the adopter's journey. */
export const DECLINE_MESSAGE_MAX = 2000;
export const declineMessageSchema = z
  .string({ error: 'Message is required' })
  .trim()
  .min(1, 'Message is required')
  .max(DECLINE_MESSAGE_MAX, `Message must be at most ${DECLINE_MESSAGE_MAX} characters`);

/** What the decline box starts with; the lister may change every word. */
export function suggestedDeclineMessage(dogName: string): string {
  return (
    `Thank you so much for wanting to give ${dogName} a home, and for the care you put into your application. ` +
    `After a lot of thought we have decided that another home is the best fit for ${dogName}'s needs. ` +
    `This says nothing about the home you would give a dog, and we hope you find your match on Scout very soon.`
  );
}
