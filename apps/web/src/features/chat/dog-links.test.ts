import { describe, expect, it } from 'vitest';
import { linkDogNames } from './dog-links';

const bella = { id: 'b', name: 'Bella' };
const rosieMae = { id: 'r', name: 'Rosie Mae' };
const max = { id: 'm', name: 'Max' };

describe('linkDogNames', () => {
  it('links every mention of a named dog, keeping the text around it', () => {
    expect(linkDogNames('Meet Bella! Bella loves cats.', [bella])).toEqual([
      { text: 'Meet ' },
      { text: 'Bella', dog: bella },
      { text: '! ' },
      { text: 'Bella', dog: bella },
      { text: ' loves cats.' },
    ]);
  });

  it('prefers the longer name and links whole words only', () => {
    expect(linkDogNames('Rosie Mae and Maxine, not Max.', [rosieMae, max])).toEqual([
      { text: 'Rosie Mae', dog: rosieMae },
      { text: ' and Maxine, not ' },
      { text: 'Max', dog: max },
      { text: '.' },
    ]);
  });

  it('leaves text without dogs as it is', () => {
    expect(linkDogNames('How do scores work?', [])).toEqual([{ text: 'How do scores work?' }]);
    expect(linkDogNames('No dogs here.', [bella])).toEqual([{ text: 'No dogs here.' }]);
  });
});
