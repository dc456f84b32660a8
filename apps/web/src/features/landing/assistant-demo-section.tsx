import type { ReactNode } from 'react';
import { MessageCircle } from 'lucide-react';
import { Link } from 'wouter';
import { LogoMark } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { SampleDogCard } from './sample-dog-card';

export function AssistantDemoSection() {
  return (
    <section aria-labelledby="assistant-title" className="mx-auto max-w-6xl px-4 py-16 md:px-8 md:py-24">
      <div className="grid items-start gap-12 md:grid-cols-2">
        <div className="md:sticky md:top-28">
          <p className="font-bold text-brand-700">Meet your matchmaker</p>
          <h2 id="assistant-title" className="mt-2 text-3xl font-black tracking-tight sm:text-4xl">
            Ask Scout anything
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
            Scout is a chat assistant for recommendations. Tell it about your days and it suggests dogs who fit,
            explains every score and answers your questions about temperament, size and energy.
          </p>
          <Button asChild size="lg" className="mt-8">
            <Link href="/messages">
              <MessageCircle aria-hidden="true" />
              Chat with Scout
            </Link>
          </Button>
        </div>

        <figure className="rounded-3xl bg-muted/70 p-4 sm:p-6">
          <figcaption className="mb-4 text-sm font-bold text-muted-foreground">An example conversation</figcaption>
          <ol className="grid gap-3">
            <Bubble from="adopter">
              I live in an apartment and work from home. Which dogs would suit a quiet routine?
            </Bubble>
            <Bubble from="scout">
              A calm, adaptable dog who enjoys a couple of easy walks a day would be a lovely fit. Here's a strong match
              near you:
            </Bubble>
            <li className="ml-10 max-w-sm">
              <SampleDogCard />
            </li>
            <Bubble from="adopter">Is she good with cats?</Bubble>
            <Bubble from="scout">
              Yes. Daisy lived happily with two cats in her foster home, which is part of why she scores 94% for you.
            </Bubble>
          </ol>
        </figure>
      </div>
    </section>
  );
}

function Bubble({ from, children }: { from: 'adopter' | 'scout'; children: ReactNode }) {
  const isScout = from === 'scout';
  return (
    <li className={cn('flex items-end gap-2', isScout ? 'justify-start' : 'justify-end')}>
      {isScout ? <LogoMark className="size-8 shrink-0" /> : null}
      <p
        className={cn(
          'max-w-[80%] rounded-3xl px-4 py-3 leading-relaxed shadow-soft',
          isScout ? 'rounded-bl-md bg-card' : 'rounded-br-md bg-primary text-primary-foreground',
        )}
      >
        <span className="sr-only">{isScout ? 'Scout: ' : 'You: '}</span>
        {children}
      </p>
    </li>
  );
}
