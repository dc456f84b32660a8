// Breeds the demo and synthetic worlds draw from: adult weight range (lbs), typical
// energy, temperament leanings and the illustrations that resemble them.
import type { EnergyLevel, TemperamentTrait } from '@scout/domain';
import type { DemoPhotoLookKey } from './demo-photos.ts';

export interface BreedProfile {
  name: string;
  weight: readonly [number, number];
  energy: EnergyLevel;
  traits: readonly TemperamentTrait[];
  looks: readonly DemoPhotoLookKey[];
  /** Relative frequency in shelters (mixes are common, rare breeds are not). */
  frequency: number;
}

export const BREEDS: readonly BreedProfile[] = [
  { name: 'Labrador Retriever', weight: [55, 80], energy: 'high', traits: ['friendly', 'playful', 'loyal', 'gentle'], looks: ['yellow-lab', 'black-lab', 'chocolate'], frequency: 6 },
  { name: 'Labrador Retriever Mix', weight: [40, 72], energy: 'high', traits: ['friendly', 'playful', 'loyal'], looks: ['yellow-lab', 'black-lab', 'chocolate'], frequency: 10 },
  { name: 'Golden Retriever', weight: [55, 75], energy: 'high', traits: ['friendly', 'gentle', 'loyal', 'playful'], looks: ['golden'], frequency: 4 },
  { name: 'German Shepherd', weight: [60, 90], energy: 'high', traits: ['loyal', 'protective', 'energetic', 'independent'], looks: ['shepherd'], frequency: 5 },
  { name: 'German Shepherd Mix', weight: [45, 75], energy: 'high', traits: ['loyal', 'protective', 'friendly'], looks: ['shepherd'], frequency: 6 },
  { name: 'Siberian Husky', weight: [35, 60], energy: 'very_high', traits: ['energetic', 'independent', 'friendly', 'playful'], looks: ['husky'], frequency: 4 },
  { name: 'Beagle', weight: [18, 30], energy: 'high', traits: ['friendly', 'playful', 'energetic', 'independent'], looks: ['tricolor'], frequency: 4 },
  { name: 'Dachshund', weight: [9, 28], energy: 'moderate', traits: ['loyal', 'playful', 'independent', 'protective'], looks: ['red-hound'], frequency: 3 },
  { name: 'American Pit Bull Terrier', weight: [35, 65], energy: 'high', traits: ['loyal', 'friendly', 'playful', 'energetic'], looks: ['blue-bully'], frequency: 6 },
  { name: 'Pit Bull Terrier Mix', weight: [38, 66], energy: 'high', traits: ['friendly', 'loyal', 'gentle', 'playful'], looks: ['blue-bully', 'boxer'], frequency: 9 },
  { name: 'Border Collie', weight: [30, 50], energy: 'very_high', traits: ['energetic', 'loyal', 'independent', 'playful'], looks: ['collie'], frequency: 3 },
  { name: 'Australian Shepherd', weight: [40, 62], energy: 'very_high', traits: ['energetic', 'loyal', 'protective', 'playful'], looks: ['collie', 'spotted'], frequency: 3 },
  { name: 'Miniature Poodle', weight: [10, 18], energy: 'moderate', traits: ['friendly', 'playful', 'gentle', 'loyal'], looks: ['white-fluff'], frequency: 2 },
  { name: 'Bichon Frise', weight: [10, 18], energy: 'moderate', traits: ['friendly', 'playful', 'gentle'], looks: ['white-fluff'], frequency: 2 },
  { name: 'Shih Tzu', weight: [9, 16], energy: 'low', traits: ['calm', 'gentle', 'friendly', 'loyal'], looks: ['white-fluff'], frequency: 3 },
  { name: 'Great Pyrenees', weight: [85, 115], energy: 'low', traits: ['calm', 'protective', 'gentle', 'independent'], looks: ['white-fluff'], frequency: 2 },
  { name: 'Pembroke Welsh Corgi', weight: [22, 30], energy: 'high', traits: ['playful', 'loyal', 'friendly', 'energetic'], looks: ['corgi'], frequency: 2 },
  { name: 'Chihuahua', weight: [4, 8], energy: 'moderate', traits: ['loyal', 'protective', 'playful', 'independent'], looks: ['fawn-tiny'], frequency: 5 },
  { name: 'Chihuahua Mix', weight: [6, 15], energy: 'moderate', traits: ['loyal', 'playful', 'friendly'], looks: ['fawn-tiny'], frequency: 6 },
  { name: 'Boxer', weight: [55, 75], energy: 'high', traits: ['playful', 'energetic', 'loyal', 'friendly'], looks: ['boxer'], frequency: 4 },
  { name: 'Boxer Mix', weight: [45, 70], energy: 'high', traits: ['playful', 'friendly', 'loyal'], looks: ['boxer'], frequency: 3 },
  { name: 'Australian Cattle Dog', weight: [35, 50], energy: 'very_high', traits: ['energetic', 'loyal', 'protective', 'independent'], looks: ['spotted'], frequency: 3 },
  { name: 'Dalmatian', weight: [45, 65], energy: 'very_high', traits: ['energetic', 'playful', 'friendly', 'loyal'], looks: ['spotted'], frequency: 1 },
  { name: 'Catahoula Leopard Dog Mix', weight: [50, 80], energy: 'high', traits: ['independent', 'loyal', 'energetic', 'protective'], looks: ['spotted'], frequency: 2 },
  { name: 'Terrier Mix', weight: [12, 30], energy: 'high', traits: ['playful', 'energetic', 'independent', 'friendly'], looks: ['scruffy', 'tricolor'], frequency: 8 },
  { name: 'Miniature Schnauzer', weight: [11, 20], energy: 'moderate', traits: ['friendly', 'loyal', 'protective', 'playful'], looks: ['scruffy'], frequency: 2 },
  { name: 'Jack Russell Terrier', weight: [13, 17], energy: 'very_high', traits: ['energetic', 'playful', 'independent'], looks: ['tricolor', 'scruffy'], frequency: 2 },
  { name: 'Greyhound', weight: [60, 80], energy: 'low', traits: ['calm', 'gentle', 'friendly', 'independent'], looks: ['blue-bully', 'chocolate'], frequency: 2 },
  { name: 'Basset Hound', weight: [45, 65], energy: 'low', traits: ['calm', 'gentle', 'friendly', 'loyal'], looks: ['tricolor'], frequency: 2 },
  { name: 'Cocker Spaniel', weight: [20, 30], energy: 'moderate', traits: ['gentle', 'friendly', 'playful', 'loyal'], looks: ['golden', 'chocolate'], frequency: 2 },
  { name: 'Cavalier King Charles Spaniel', weight: [13, 18], energy: 'low', traits: ['gentle', 'calm', 'friendly', 'loyal'], looks: ['red-hound'], frequency: 2 },
  { name: 'Rottweiler Mix', weight: [70, 110], energy: 'moderate', traits: ['protective', 'loyal', 'calm', 'gentle'], looks: ['black-lab'], frequency: 3 },
  { name: 'Hound Mix', weight: [30, 60], energy: 'moderate', traits: ['friendly', 'gentle', 'independent', 'calm'], looks: ['red-hound', 'tricolor'], frequency: 6 },
  { name: 'Mixed Breed', weight: [20, 70], energy: 'moderate', traits: ['friendly', 'loyal', 'playful', 'gentle'], looks: ['yellow-lab', 'chocolate', 'shepherd', 'blue-bully', 'scruffy'], frequency: 8 },
];
