import { Link } from 'wouter';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { loginHref } from '@/lib/auth-links';

export function LandingHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-transparent bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 md:h-20 md:px-8">
        <Link href="/" className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <Logo />
        </Link>
        <nav aria-label="Site" className="flex items-center gap-1 sm:gap-2">
          <Button asChild variant="ghost" size="sm" className="sm:h-11 sm:px-5 sm:text-base">
            <Link href="/discover">Browse Dogs</Link>
          </Button>
          {/* A full-page navigation: the API decides where sign-in happens. */}
          <Button asChild size="sm" className="sm:h-11 sm:px-5 sm:text-base">
            <a href={loginHref('adopter')}>Sign In</a>
          </Button>
        </nav>
      </div>
    </header>
  );
}
