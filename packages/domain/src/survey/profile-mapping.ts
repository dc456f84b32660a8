// How survey answers map to the server profile's derived fields (product §12).
import type { HomeType } from '../constants.ts';
import type { SurveyAnswers } from '../contracts/profile.ts';

export interface DerivedProfileFields {
  homeType: HomeType;
  hasYard: boolean;
  hasOtherPets: boolean;
  otherPetsType: 'dogs' | 'cats' | 'both' | null;
}

export function deriveProfileFields(
  answers: Pick<SurveyAnswers, 'livingSituation' | 'otherPets'>,
): DerivedProfileFields {
  return {
    homeType: answers.livingSituation === 'apartment' ? 'apartment' : 'house',
    hasYard: answers.livingSituation.includes('yard') && answers.livingSituation !== 'house_no_yard',
    hasOtherPets: answers.otherPets !== 'none',
    otherPetsType: answers.otherPets === 'none' ? null : answers.otherPets,
  };
}
