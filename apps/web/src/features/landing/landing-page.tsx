import { Logo } from '@/components/logo';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AssistantDemoSection } from './assistant-demo-section';
import { FeaturesSection } from './features-section';
import { FinalCtaSection } from './final-cta-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { LandingHeader } from './landing-header';
import { StoriesSection } from './stories-section';

/** The marketing page at / (product §2 "Landing page"). */
export default function LandingPage() {
  useDocumentTitle(null);
  return (
    <div className="flex min-h-dvh flex-col">
      <LandingHeader />
      <main className="flex-1">
        <HeroSection />
        <FeaturesSection />
        <HowItWorksSection />
        <AssistantDemoSection />
        <StoriesSection />
        <FinalCtaSection />
      </main>
      <footer className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-8 text-sm text-muted-foreground sm:flex-row md:px-8">
          <Logo className="text-lg" />
          <p>Made for dogs and the people who love them.</p>
        </div>
      </footer>
    </div>
  );
}
