// Which dogs a model's answer names. The answer may only name dogs its tools returned;
// naming any other dog in the data means the model invented or remembered it, and the
// caller must not trust the answer.
import type { AssistantDog } from './engine.ts';

export interface DogMentions {
  /** Returned dogs the text names, in order of first appearance; one dog per name. */
  named: AssistantDog[];
  /** Names of other known dogs the text names. */
  othersNamed: string[];
}

interface Candidate {
  name: string;
  dog: AssistantDog | null;
}

/**
 * A name counts when it stands as a whole word and does not start with a lower-case letter
 * ("Max", not "max speed"). Longer names win over names inside them ("Rosie Mae" over "Rosie"). When two
 * returned dogs share a name, the one returned first is meant.
 */
export function findDogMentions(
  text: string,
  returned: readonly AssistantDog[],
  knownNames: readonly string[],
  /** Words that may look like a dog's name but are not about one here (the adopter's own name). */
  notDogs: readonly string[],
): DogMentions {
  const seen = new Set<string>();
  const candidates: Candidate[] = [];
  for (const dog of returned) addCandidate(dog.name, dog);
  const ignored = new Set(notDogs.map((word) => word.trim().toLowerCase()));
  for (const name of knownNames) if (!ignored.has(name.trim().toLowerCase())) addCandidate(name, null);
  candidates.sort((a, b) => b.name.length - a.name.length);

  const taken: boolean[] = Array.from({ length: text.length }, () => false);
  const mentions: { at: number; candidate: Candidate }[] = [];
  const lowerText = text.toLowerCase();
  for (const candidate of candidates) {
    // The data may hold thousands of names; most are not in a short answer at all.
    if (!lowerText.includes(candidate.name.toLowerCase())) continue;
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(candidate.name)}(?![\\p{L}\\p{N}])`, 'giu');
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (/^\p{Ll}/u.test(match[0]) || taken.slice(start, end).some(Boolean)) continue;
      taken.fill(true, start, end);
      mentions.push({ at: start, candidate });
    }
  }
  mentions.sort((a, b) => a.at - b.at);

  const named: AssistantDog[] = [];
  const othersNamed: string[] = [];
  for (const { candidate } of mentions) {
    if (candidate.dog) {
      if (!named.includes(candidate.dog)) named.push(candidate.dog);
    } else if (!othersNamed.includes(candidate.name)) {
      othersNamed.push(candidate.name);
    }
  }
  return { named, othersNamed };

  function addCandidate(name: string, dog: AssistantDog | null): void {
    const key = name.trim().toLowerCase();
    if (!/\p{L}/u.test(key) || seen.has(key)) return;
    seen.add(key);
    candidates.push({ name: name.trim(), dog });
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
