// The questions, written as adopters write them, in conversations (so some are follow-ups),
// each with the facts its answer must respect.
import type { AdopterKey } from './adopters.ts';
import {
  about,
  all,
  explainsScores,
  fits,
  namesNoDog,
  nearestNamed,
  noAvoidableHardLimits,
  nthOfPrevious,
  offersHelp,
  tellsCats,
  type DogRow,
  type Fact,
} from './facts.ts';
import { ageRank, asSmallAs, beyondPrevious, closerThanPrevious, energyRank, sizeRank } from './follow-up-facts.ts';

const breed =
  (...words: string[]) =>
  (dog: DogRow) =>
    words.some((word) => new RegExp(`\\b${word}`, 'i').test(dog.breed));
const high = (dog: DogRow) => dog.energyLevel === 'high' || dog.energyLevel === 'very_high';

export interface Question {
  ask: string;
  facts: Fact;
}

export interface Conversation {
  adopter: AdopterKey;
  questions: Question[];
}

export const CONVERSATIONS: Conversation[] = [
  {
    adopter: 'family',
    questions: [
      { ask: 'Which dogs are good with kids?', facts: fits((d) => d.goodWithKids) },
      { ask: 'any smaller ones?', facts: beyondPrevious(sizeRank, -1, 0, (d) => d.goodWithKids) },
      // Follow-ups keep what was asked before: good with kids, and as small as the "smaller" answer's dogs.
      { ask: 'what about ones good with cats?', facts: asSmallAs(1, (d) => d.goodWithKids && d.goodWithCats) },
      { ask: 'why is the first one a good match?', facts: about(nthOfPrevious(0), 'the first dog of the last answer') },
      { ask: 'show me more', facts: asSmallAs(3, (d) => d.goodWithKids && d.goodWithCats, { excludeShown: true }) },
    ],
  },
  {
    adopter: 'family',
    questions: [
      {
        ask: 'We have a cat and two little kids, who would fit in at our house?',
        facts: fits((d) => d.goodWithKids && d.goodWithCats),
      },
      { ask: "I'd like a calm, low-energy companion", facts: fits((d) => d.energyLevel === 'low') },
      { ask: 'Find me a dog for an active lifestyle', facts: fits(high) },
      { ask: 'How do compatibility scores work?', facts: explainsScores },
      { ask: 'Any puppies within 10 miles?', facts: fits((d) => d.ageCategory === 'puppy', { withinMiles: 10 }) },
      { ask: 'closer?', facts: closerThanPrevious((d) => d.ageCategory === 'puppy') },
    ],
  },
  {
    adopter: 'apartment',
    questions: [
      {
        ask: 'Something calm for my apartment',
        facts: fits((d) => d.size !== 'large' && (d.energyLevel === 'low' || d.energyLevel === 'moderate')),
      },
      { ask: 'I live in a tiny studio, any little dogs under 25 lbs?', facts: fits((d) => d.weight < 25) },
      { ask: 'older?', facts: beyondPrevious(ageRank, 1, 3, (d) => d.weight < 25) },
      { ask: 'Why is Bella a good match for me?', facts: about(nearestNamed('Bella'), 'Bella') },
      { ask: 'why is Zorro a good match?', facts: namesNoDog(/couldn't find an available dog named Zorro/) },
      {
        ask: 'Do you have any golden retrievers?',
        facts: fits(breed('golden retriever'), { suggestions: [{ says: /any breed/, where: () => true }] }),
      },
      { ask: 'hi!', facts: offersHelp },
      { ask: 'what kind of things can I ask you?', facts: offersHelp },
    ],
  },
  {
    adopter: 'runner',
    questions: [
      {
        ask: "I run every morning, I'm looking for a running buddy that's good with my other dog",
        facts: fits((d) => high(d) && d.goodWithDogs),
      },
      { ask: 'any labs?', facts: fits((d) => high(d) && d.goodWithDogs && breed('lab')(d)) },
      {
        ask: 'what about German shepherds instead?',
        facts: fits((d) => high(d) && d.goodWithDogs && breed('german shepherd')(d)),
      },
      {
        ask: 'within 5 miles',
        facts: fits((d) => high(d) && d.goodWithDogs && breed('german shepherd')(d), {
          withinMiles: 5,
          suggestions: [{ says: /any breed/, where: (d) => high(d) && d.goodWithDogs, withinMiles: 5 }],
        }),
      },
      { ask: 'any breed', facts: fits((d) => high(d) && d.goodWithDogs, { withinMiles: 5 }) },
      {
        ask: 'Show me large dogs good with cats within 15 miles',
        facts: fits((d) => d.size === 'large' && d.goodWithCats, { withinMiles: 15 }),
      },
      { ask: 'How is the match percentage calculated?', facts: explainsScores },
      { ask: 'a senior dog for a quiet home', facts: fits((d) => d.ageCategory === 'senior' && !high(d)) },
      { ask: 'younger ones?', facts: beyondPrevious(ageRank, -1, 0, (d) => !high(d)) },
      {
        ask: 'Do you have any Great Danes?',
        facts: fits(breed('great dane'), { suggestions: [{ says: /any breed/, where: () => true }] }),
      },
    ],
  },
  {
    adopter: 'family',
    questions: [
      {
        ask: 'Show me small or medium dogs that are good with toddlers',
        facts: fits((d) => d.size !== 'large' && d.goodWithKids),
      },
      { ask: 'tell me more about the second one', facts: about(nthOfPrevious(1), 'the second dog of the last answer') },
      { ask: 'is she good with cats?', facts: all(about(nthOfPrevious(0), 'the dog just discussed'), tellsCats) },
      {
        ask: 'Any friendly, playful dogs?',
        facts: fits((d) => d.temperament.includes('friendly') && d.temperament.includes('playful')),
      },
      {
        ask: "a protective dog that's good with kids",
        facts: fits((d) => d.temperament.includes('protective') && d.goodWithKids),
      },
      {
        ask: 'Any huskies or border collies nearby?',
        facts: fits(breed('husky', 'border collie'), {
          withinMiles: 10,
          suggestions: [{ says: /within 25 miles|any breed/, where: breed('husky', 'border collie'), withinMiles: 25 }],
        }),
      },
      {
        ask: 'what are my best matches?',
        facts: all(
          fits(() => true),
          noAvoidableHardLimits,
        ),
      },
      { ask: 'thanks, that is really helpful!', facts: offersHelp },
    ],
  },
  {
    adopter: 'apartment',
    questions: [
      {
        ask: "I'm a first-time owner, which dogs would be easiest for me?",
        facts: all(
          fits(() => true),
          noAvoidableHardLimits,
        ),
      },
      { ask: 'what dogs have the highest scores for me?', facts: fits(() => true) },
      { ask: 'a dog under 2 years old that is good with cats', facts: fits((d) => d.age < 2 && d.goodWithCats) },
      { ask: 'Do you have dogs around 50 pounds?', facts: fits((d) => d.size === 'medium') },
      {
        ask: 'I want a mellow dog, nothing too big, that gets along with cats',
        facts: fits((d) => d.energyLevel === 'low' && d.size !== 'large' && d.goodWithCats),
      },
      { ask: 'What does a hard limit mean?', facts: explainsScores },
    ],
  },
  {
    adopter: 'runner',
    questions: [
      { ask: 'any beagles within 20 miles?', facts: fits(breed('beagle'), { withinMiles: 20 }) },
      { ask: 'more', facts: fits(breed('beagle'), { withinMiles: 20, excludeShown: true }) },
      { ask: 'How far is the closest puppy?', facts: fits((d) => d.ageCategory === 'puppy', { withinMiles: 10 }) },
      { ask: 'bigger ones?', facts: beyondPrevious(sizeRank, 1, 2, (d) => d.ageCategory === 'puppy') },
      {
        ask: 'a very high energy senior toy dog that is good with cats within 2 miles',
        facts: fits(
          (d) => d.energyLevel === 'very_high' && d.ageCategory === 'senior' && d.size === 'small' && d.goodWithCats,
          {
            withinMiles: 2,
          },
        ),
      },
      { ask: 'Is Max a good fit for me?', facts: about(nearestNamed('Max'), 'Max') },
      { ask: 'what about a gentle giant?', facts: fits((d) => d.size === 'large' && d.temperament.includes('gentle')) },
    ],
  },
  {
    adopter: 'family',
    questions: [
      { ask: 'hello', facts: offersHelp },
      {
        ask: 'I need a dog that gets along with cats and is ok with a 3 year old',
        facts: fits((d) => d.goodWithCats && d.goodWithKids),
      },
      {
        ask: 'do any of them like other dogs too?',
        facts: fits((d) => d.goodWithCats && d.goodWithKids && d.goodWithDogs),
      },
      {
        ask: 'any calmer ones?',
        facts: beyondPrevious(energyRank, -1, 0, (d) => d.goodWithCats && d.goodWithKids && d.goodWithDogs),
      },
    ],
  },
];
