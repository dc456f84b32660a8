// The adoption application's starting answers (decisions §12): what the adopter's survey
// already says, so they confirm rather than retype. What the survey cannot know (own or rent,
// the children's ages, each pet's care) is left for them to fill in.
import type { ApplicationAnswers, ApplicationAnswersInput, SurveyAnswers } from '@scout/domain';

/**
 * The form's values. Numbers may be blank (NaN) while typing; the children's ages are one
 * text field ("4, 9"), easier on a phone than a row per child. The schema says what is missing.
 */
export type ApplicationFormValues = Omit<ApplicationAnswersInput, 'homeOwnership' | 'childrenAges'> & {
  homeOwnership: ApplicationAnswers['homeOwnership'] | '';
  childrenAges: string;
};

type SurveySource = Pick<SurveyAnswers, 'householdComposition' | 'otherPets' | 'workSchedule' | 'experienceLevel'>;

const HOURS_ALONE = { home_all_day: 0, hybrid: 4, office_full_time: 8 } as const;
const PET_KINDS_OF = { none: [], dogs: ['dog'], cats: ['cat'], both: ['dog', 'cat'] } as const;

export function applicationFromSurvey(survey: SurveySource | null): ApplicationFormValues {
  return {
    homeOwnership: '',
    landlordAllowsDogs: null,
    adults: survey?.householdComposition === 'alone' ? 1 : 2,
    childrenAges: '',
    otherPets: PET_KINDS_OF[survey?.otherPets ?? 'none'].map((kind) => ({
      kind,
      spayedNeutered: false,
      vaccinated: false,
    })),
    hoursAlone: survey ? HOURS_ALONE[survey.workSchedule] : Number.NaN,
    experience: survey?.experienceLevel ?? 'some_experience',
    vetReference: '',
    whyThisDog: '',
  };
}

/** An application already sent, back as the form's values (to change it). */
export function applicationToForm(answers: ApplicationAnswers): ApplicationFormValues {
  return { ...answers, vetReference: answers.vetReference ?? '', childrenAges: answers.childrenAges.join(', ') };
}

/** "4, 9" -> [4, 9]; anything that is not a whole number stays in as NaN, for the schema to name. */
export function parseAges(text: string): number[] {
  return text
    .split(/[,\s]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));
}

/** The form's values as the call takes them (then checked by applicationAnswersSchema). */
export function formToApplication(values: ApplicationFormValues): Record<string, unknown> {
  return { ...values, childrenAges: parseAges(values.childrenAges) };
}
