import { Brain, Layers, MapPinned, type LucideIcon } from 'lucide-react';

const FEATURES: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'AI Compatibility',
    icon: Brain,
    text: 'Scout weighs your home, schedule, experience and family against every dog, then shows a match score with the reasons behind it, in plain words.',
  },
  {
    title: 'Swipe Discovery',
    icon: Layers,
    text: 'Swipe right to like, left to pass. Your best fits come first, and every dog you like is saved to your matches.',
  },
  {
    title: 'Local Search',
    icon: MapPinned,
    text: 'See adoptable dogs on a map of your area and set a distance filter, so every match is close enough to meet.',
  },
];

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16 md:px-8 md:py-24">
      <div className="max-w-2xl">
        <p className="font-bold text-brand-700">Why Scout</p>
        <h2 id="features-title" className="mt-2 text-3xl font-black tracking-tight sm:text-4xl">
          Less scrolling, more tail wags
        </h2>
        <p className="mt-4 text-lg text-muted-foreground">
          Shelter websites list hundreds of dogs. Scout puts the ones who fit your life first.
        </p>
      </div>
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {FEATURES.map(({ title, text, icon: Icon }) => (
          <li key={title} className="rounded-3xl border bg-card p-7 shadow-soft">
            <span className="flex size-14 items-center justify-center rounded-2xl bg-secondary text-secondary-foreground">
              <Icon className="size-7" aria-hidden="true" />
            </span>
            <h3 className="mt-5 text-xl font-extrabold">{title}</h3>
            <p className="mt-2 leading-relaxed text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
