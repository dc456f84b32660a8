// 'About {name}': the bio, energy and temperament tags, and who the dog is great with.
import type { ReactNode } from 'react';
import { Baby, Cat, Dog as DogIcon } from 'lucide-react';
import type { Dog } from '@scout/domain';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { energyLabel, traitLabel } from '@/lib/dog-format';

export function AboutCard({ dog }: { dog: Dog }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>About {dog.name}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="leading-relaxed">{dog.bio}</p>
        <ul className="flex flex-wrap gap-2" aria-label="Energy and temperament">
          <li className="rounded-full bg-brand-600 px-3 py-1 text-sm font-bold text-primary-foreground">
            {energyLabel(dog.energyLevel)}
          </li>
          {dog.temperament.map((trait) => (
            <li key={trait} className="rounded-full bg-secondary px-3 py-1 text-sm font-bold text-secondary-foreground">
              {traitLabel(trait)}
            </li>
          ))}
        </ul>
        <div>
          <h3 className="mb-2 font-extrabold">Great With</h3>
          <ul className="grid grid-cols-3 gap-3">
            <GreatWith label="Kids" yes={dog.goodWithKids} icon={<Baby className="size-6" aria-hidden="true" />} />
            <GreatWith label="Dogs" yes={dog.goodWithDogs} icon={<DogIcon className="size-6" aria-hidden="true" />} />
            <GreatWith label="Cats" yes={dog.goodWithCats} icon={<Cat className="size-6" aria-hidden="true" />} />
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}

function GreatWith({ label, yes, icon }: { label: string; yes: boolean; icon: ReactNode }) {
  return (
    <li
      className={cn(
        'flex flex-col items-center gap-1 rounded-2xl border p-3 text-center',
        yes ? 'border-green-200 bg-green-50 text-green-800' : 'bg-muted text-muted-foreground',
      )}
    >
      {icon}
      <span className="font-extrabold">{label}</span>
      <span className="text-sm font-semibold">{yes ? 'Yes' : 'Not recommended'}</span>
    </li>
  );
}
