import { Link } from 'wouter';
import { Button } from '@/components/ui/button';

export function FinalCtaSection() {
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-6xl px-4 py-16 md:px-8 md:py-24">
      <div className="rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-lift sm:px-12 md:py-16">
        <h2 id="cta-title" className="text-3xl font-black tracking-tight sm:text-4xl">
          Your dog is out there.
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg">
          Start matching in about two minutes. It's free, and you don't need an account to begin.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" className="bg-card text-brand-700 hover:bg-brand-50">
            <Link href="/onboarding">Start Matching</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white/70 bg-transparent text-primary-foreground hover:border-white hover:bg-white/10"
          >
            <Link href="/discover">Browse Dogs</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
