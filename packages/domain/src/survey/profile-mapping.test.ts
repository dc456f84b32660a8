import { expect, it } from 'vitest';
import { deriveProfileFields } from './profile-mapping.ts';

it('maps the living situation to a home type and a yard', () => {
  expect(deriveProfileFields({ livingSituation: 'apartment', otherPets: 'none' })).toMatchObject({
    homeType: 'apartment',
    hasYard: false,
  });
  expect(deriveProfileFields({ livingSituation: 'house_no_yard', otherPets: 'none' })).toMatchObject({
    homeType: 'house',
    hasYard: false,
  });
  expect(deriveProfileFields({ livingSituation: 'house_small_yard', otherPets: 'none' })).toMatchObject({
    homeType: 'house',
    hasYard: true,
  });
  expect(deriveProfileFields({ livingSituation: 'house_large_yard', otherPets: 'none' })).toMatchObject({
    homeType: 'house',
    hasYard: true,
  });
});

it('maps other pets to a flag and a type', () => {
  expect(deriveProfileFields({ livingSituation: 'apartment', otherPets: 'none' })).toMatchObject({
    hasOtherPets: false,
    otherPetsType: null,
  });
  expect(deriveProfileFields({ livingSituation: 'apartment', otherPets: 'cats' })).toMatchObject({
    hasOtherPets: true,
    otherPetsType: 'cats',
  });
  expect(deriveProfileFields({ livingSituation: 'apartment', otherPets: 'both' })).toMatchObject({
    hasOtherPets: true,
    otherPetsType: 'both',
  });
});
