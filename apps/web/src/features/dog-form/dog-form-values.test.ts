import { describe, expect, it } from 'vitest';
import type { Dog } from '@scout/domain';
import { dogInputSchema } from '@scout/domain/contracts/dogs';
import { ageCategoryForAge, DEFAULT_DOG_VALUES, sizeForWeight, valuesFromDog } from './dog-form-values';

describe('the dog form values', () => {
  it("start from product §3's defaults", () => {
    expect(DEFAULT_DOG_VALUES).toMatchObject({
      age: 0,
      ageCategory: 'adult',
      size: 'medium',
      weight: 50,
      energyLevel: 'moderate',
      temperament: [],
      goodWithKids: true,
      goodWithDogs: true,
      goodWithCats: true,
      vaccinated: true,
      spayedNeutered: true,
      name: '',
      breed: '',
      bio: '',
      specialNeeds: '',
    });
  });

  it("fail the shared schema with product §5's messages until filled in", () => {
    const result = dogInputSchema.safeParse({ ...DEFAULT_DOG_VALUES, age: Number.NaN, weight: 0 });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      name: 'Name is required',
      breed: 'Breed is required',
      age: 'Age must be between 0 and 25',
      weight: 'Weight must be between 1 and 300 lbs',
      temperament: 'Select at least one temperament trait',
      bio: 'Bio must be at least 20 characters',
    });
  });

  it('turn empty optional text into null once valid', () => {
    const parsed = dogInputSchema.parse({
      ...DEFAULT_DOG_VALUES,
      name: 'Biscuit',
      breed: 'Beagle',
      temperament: ['friendly'],
      bio: 'A happy beagle who loves long walks.',
    });
    expect(parsed.specialNeeds).toBeNull();
    expect(parsed.dayInLifeVideo).toBeNull();
    expect(parsed.photos).toEqual([]);
  });

  it('read a dog back with empty boxes for absent text', () => {
    const dog = {
      id: 'd1',
      name: 'Biscuit',
      breed: 'Beagle',
      age: 2,
      ageCategory: 'young',
      size: 'small',
      weight: 22,
      energyLevel: 'high',
      temperament: ['playful'],
      goodWithKids: true,
      goodWithDogs: false,
      goodWithCats: true,
      bio: 'A happy beagle who loves long walks.',
      specialNeeds: null,
      dayInLifeVideo: null,
      vaccinated: true,
      spayedNeutered: false,
      photos: ['/uploads/a.webp'],
    } as unknown as Dog;
    const values = valuesFromDog(dog);
    expect(values).toMatchObject({
      specialNeeds: '',
      dayInLifeVideo: '',
      photos: ['/uploads/a.webp'],
      goodWithDogs: false,
    });
    expect(dogInputSchema.safeParse(values).success).toBe(true);
  });

  it('suggest the age and size bands of product §9', () => {
    expect([0, 0.5, 1, 2.9, 3, 6.9, 7, 15].map(ageCategoryForAge)).toEqual([
      'puppy',
      'puppy',
      'young',
      'young',
      'adult',
      'adult',
      'senior',
      'senior',
    ]);
    expect(ageCategoryForAge(Number.NaN)).toBeNull();
    expect([5, 24.9, 25, 60, 61].map(sizeForWeight)).toEqual(['small', 'small', 'medium', 'medium', 'large']);
    expect(sizeForWeight(Number.NaN)).toBeNull();
  });
});
