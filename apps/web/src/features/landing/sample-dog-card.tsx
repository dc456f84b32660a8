import { Heart, Weight } from 'lucide-react';
import { Illustration } from './illustration';

/** A static example of a match card, as copy; it is not a real listing. */
export function SampleDogCard() {
  return (
    <article aria-labelledby="sample-dog-name" className="overflow-hidden rounded-3xl border bg-card shadow-lift">
      <div className="relative aspect-[4/3] bg-brand-50">
        <Illustration
          src="/demo-photos/dog-07.svg"
          alt="Illustration of Daisy, the example dog"
          width={480}
          height={360}
          loading="lazy"
          className="size-full object-cover"
        />
        <span className="absolute right-3 top-3 inline-flex items-center gap-1 rounded-full bg-card px-3 py-1 text-sm font-black text-brand-700 shadow-soft">
          <Heart className="size-4 fill-current" aria-hidden="true" />
          94% match
        </span>
      </div>
      <div className="p-5">
        <div className="flex items-baseline justify-between gap-3">
          <h3 id="sample-dog-name" className="text-2xl font-black">
            Daisy, <span className="font-bold text-muted-foreground">3 years</span>
          </h3>
        </div>
        <p className="mt-1 font-semibold">Labrador &amp; Cocker Spaniel mix</p>
        <p className="mt-1 inline-flex items-center gap-1.5 text-sm font-semibold text-muted-foreground">
          <Weight className="size-4" aria-hidden="true" />
          32 lbs
        </p>
        <p className="mt-3 leading-relaxed text-muted-foreground">
          A gentle, nose-first explorer who loves slow, sniffy walks and a warm lap after dinner. Calm indoors and happy
          in an apartment.
        </p>
      </div>
    </article>
  );
}
