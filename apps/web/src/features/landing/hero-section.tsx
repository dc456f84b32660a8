import { Check, Heart, MapPin, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { Illustration } from './illustration';
import { Button } from '@/components/ui/button';

const PROMISES = ['Free to use', 'No account required to start', 'AI-powered matching'];

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[520px] bg-linear-to-b from-brand-100/70 via-brand-50/60 to-transparent"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pb-16 pt-10 md:grid-cols-[1.1fr_0.9fr] md:px-8 md:pb-24 md:pt-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-card px-4 py-1.5 text-sm font-bold text-brand-700 shadow-soft">
            <Sparkles className="size-4" aria-hidden="true" />
            Dog adoption, matched to your life
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-black leading-[1.05] tracking-tight sm:text-5xl lg:text-6xl"
          >
            Find the dog who fits <span className="text-brand-600">your</span> life.
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-muted-foreground sm:text-xl">
            Answer a few questions about your home and routine, then swipe through adoptable dogs near you, each with a
            compatibility score that explains itself.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link href="/onboarding">
                <Heart aria-hidden="true" />
                Start Matching
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/discover">Browse First</Link>
            </Button>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold text-muted-foreground">
            {PROMISES.map((promise) => (
              <li key={promise} className="inline-flex items-center gap-1.5">
                <Check className="size-4 text-success" aria-hidden="true" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}

/** A decorative stack of cards hinting at the swipe deck; no real data. */
function HeroArt() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-[18rem] select-none sm:max-w-sm">
      <div className="absolute inset-0 translate-x-6 translate-y-3 rotate-6 rounded-3xl bg-brand-200" />
      <div className="absolute inset-0 -translate-x-4 translate-y-2 -rotate-3 rounded-3xl bg-brand-100" />
      <div className="relative overflow-hidden rounded-3xl bg-card shadow-lift">
        <div className="aspect-[4/5] bg-brand-50">
          <Illustration
            src="/demo-photos/dog-12.svg"
            alt=""
            width={400}
            height={500}
            className="size-full object-cover"
            fetchPriority="high"
          />
        </div>
        <div className="absolute inset-x-0 bottom-0 bg-linear-to-t from-foreground/80 to-transparent p-5 pt-16 text-white">
          <p className="text-2xl font-black">Ready for a best friend</p>
          <p className="mt-1 flex items-center gap-1 text-sm font-semibold">
            <MapPin className="size-4" />
            Waiting at a shelter near you
          </p>
        </div>
      </div>
      <div className="absolute -left-4 top-6 rounded-2xl bg-card px-4 py-2 shadow-lift sm:-left-8">
        <p className="text-xs font-bold uppercase tracking-wide text-muted-foreground">Compatibility</p>
        <p className="text-2xl font-black text-brand-600">92% match</p>
      </div>
      <div className="absolute -right-3 bottom-28 flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lift sm:-right-6">
        <Heart className="size-7 fill-current" />
      </div>
    </div>
  );
}
