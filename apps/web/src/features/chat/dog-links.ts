// A Scout answer names dogs by name; the screen links each name to the dog's page (product §2
// "/chat": a message may link to a referenced dog). Splits the text into plain parts and the
// named dogs, longest names first so "Rosie Mae" wins over "Rosie".
import type { ChatDog } from '@scout/domain';

export type AnswerPart = { text: string } | { text: string; dog: ChatDog };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function linkDogNames(content: string, dogs: readonly ChatDog[]): AnswerPart[] {
  const named = [...dogs].filter((dog) => dog.name.trim() !== '').sort((a, b) => b.name.length - a.name.length);
  if (named.length === 0) return [{ text: content }];
  const byName = new Map(named.map((dog) => [dog.name.toLowerCase(), dog]));
  // Whole words only: "Max" is not linked inside "Maxine".
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(${named.map((dog) => escapeRegExp(dog.name)).join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  const parts: AnswerPart[] = [];
  let last = 0;
  for (const match of content.matchAll(pattern)) {
    const start = match.index;
    if (start > last) parts.push({ text: content.slice(last, start) });
    const dog = byName.get(match[0].toLowerCase());
    parts.push(dog ? { text: match[0], dog } : { text: match[0] });
    last = start + match[0].length;
  }
  if (last < content.length) parts.push({ text: content.slice(last) });
  return parts;
}
