// An adoption application's answers as the adopter and the dog's lister both read them
// (decisions §12): plain lines, the adopter's own words for why this dog.
import type { ApplicationAnswers, ApplicationPet } from '@scout/domain';
import { EXPERIENCE_LEVEL_LABELS } from '@scout/domain/survey/questions';
import { PET_KIND_LABELS } from './adoption-application-form';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function listWords(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

function homeLine(answers: ApplicationAnswers): string {
  if (answers.homeOwnership === 'own') return 'Owns their home';
  return answers.landlordAllowsDogs ? 'Rents; the landlord allows dogs' : 'Rents; the landlord does not allow dogs';
}

function householdLine(answers: ApplicationAnswers): string {
  const adults = plural(answers.adults, 'adult', 'adults');
  if (answers.childrenAges.length === 0) return `${adults}, no children`;
  const ages = [...answers.childrenAges].sort((a, b) => a - b).map(String);
  return `${adults}, ${answers.childrenAges.length === 1 ? 'a child' : 'children'} aged ${listWords(ages)}`;
}

function petLine(pet: ApplicationPet): string {
  const care = [
    pet.spayedNeutered ? 'spayed or neutered' : 'not spayed or neutered',
    pet.vaccinated ? 'vaccinated' : 'not vaccinated',
  ];
  return `${PET_KIND_LABELS[pet.kind]} (${care.join(', ')})`;
}

export function ApplicationAnswersList({ answers }: { answers: ApplicationAnswers }) {
  const rows: [string, string][] = [
    ['Home', homeLine(answers)],
    ['Household', householdLine(answers)],
    ['Other pets', answers.otherPets.length === 0 ? 'None' : answers.otherPets.map(petLine).join('; ')],
    [
      'Alone each day',
      answers.hoursAlone === 0 ? 'Never alone' : `Up to ${plural(answers.hoursAlone, 'hour', 'hours')}`,
    ],
    ['Experience', EXPERIENCE_LEVEL_LABELS[answers.experience]],
    ['Veterinarian', answers.vetReference ?? 'Not given'],
  ];
  return (
    <div className="grid gap-3">
      <dl className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[9rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-bold text-muted-foreground">{label}</dt>
            <dd className="wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="rounded-2xl bg-muted/60 p-3">
        <p className="text-sm font-bold text-muted-foreground">Why this dog</p>
        <p className="whitespace-pre-wrap wrap-anywhere">{answers.whyThisDog}</p>
      </div>
    </div>
  );
}
