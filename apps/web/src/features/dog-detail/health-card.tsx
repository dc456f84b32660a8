// 'Health & Details': vaccinated, spayed or neutered, and any special needs.
import type { ReactNode } from 'react';
import { Check, X } from 'lucide-react';
import type { Dog } from '@scout/domain';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

export function HealthCard({ dog }: { dog: Dog }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Health &amp; Details</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          <HealthLine ok={dog.vaccinated}>{dog.vaccinated ? 'Vaccinated' : 'Not vaccinated'}</HealthLine>
          <HealthLine ok={dog.spayedNeutered}>
            {dog.spayedNeutered ? 'Spayed/Neutered' : 'Not spayed/neutered'}
          </HealthLine>
        </ul>
        {dog.specialNeeds ? (
          <div className="mt-4 rounded-2xl bg-muted p-4">
            <h3 className="font-extrabold">Special Needs</h3>
            <p className="mt-1">{dog.specialNeeds}</p>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function HealthLine({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2 font-semibold">
      {ok ? (
        <Check className="size-5 text-success" aria-hidden="true" />
      ) : (
        <X className="size-5 text-muted-foreground" aria-hidden="true" />
      )}
      {children}
    </li>
  );
}
