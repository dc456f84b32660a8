import { describe, expect, it } from 'vitest';
import { applicationAnswersSchema } from '@scout/domain/contracts/adoption-applications';
import { applicationFromSurvey, applicationToForm, formToApplication, parseAges } from './application-prefill';

describe('the application prefilled from the survey', () => {
  it('carries over who lives there, the pets, the hours alone and the experience', () => {
    const values = applicationFromSurvey({
      householdComposition: 'kids_0_5',
      otherPets: 'both',
      workSchedule: 'office_full_time',
      experienceLevel: 'first_time',
    });
    expect(values).toMatchObject({ adults: 2, hoursAlone: 8, experience: 'first_time', homeOwnership: '' });
    expect(values.otherPets.map((pet) => pet.kind)).toEqual(['dog', 'cat']);
    expect(
      applicationFromSurvey({
        householdComposition: 'alone',
        otherPets: 'none',
        workSchedule: 'home_all_day',
        experienceLevel: 'very_experienced',
      }),
    ).toMatchObject({ adults: 1, otherPets: [], hoursAlone: 0 });
  });

  it('leaves what the survey cannot know to the adopter, and the schema says so', () => {
    const result = applicationAnswersSchema.safeParse(formToApplication(applicationFromSurvey(null)));
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toContain('Home ownership is required');
    expect(messages).toContain('Hours alone must be between 0 and 24');
    expect(messages).toContain('Why this dog must be at least 20 characters');
  });

  it("reads the children's ages from one field and goes back to it unchanged", () => {
    expect(parseAges('4, 9 12')).toEqual([4, 9, 12]);
    expect(parseAges('four')).toEqual([Number.NaN]);
    expect(parseAges(' ')).toEqual([]);
    const answers = applicationAnswersSchema.parse({
      ...formToApplication({
        ...applicationFromSurvey(null),
        homeOwnership: 'rent',
        landlordAllowsDogs: true,
        hoursAlone: 3,
        childrenAges: '4, 9',
        whyThisDog: 'We walk every morning and evening.',
      }),
    });
    expect(answers.childrenAges).toEqual([4, 9]);
    expect(applicationToForm(answers).childrenAges).toBe('4, 9');
  });
});
