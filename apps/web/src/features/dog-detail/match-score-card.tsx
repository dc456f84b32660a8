// 'Perfect Match Score': the score as a number and a bar, or an invitation to take the quiz
// for a visitor without one.
import { Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import type { Dog } from '@scout/domain';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

export function MatchScoreCard({ dog }: { dog: Dog }) {
  if (dog.compatibilityScore === null) {
    return (
      <Card className="bg-secondary/60">
        <CardContent className="flex flex-wrap items-center justify-between gap-4 pt-6">
          <div>
            <h2 className="text-xl font-extrabold">Perfect Match Score</h2>
            <p className="text-muted-foreground">Answer a few questions to see how well {dog.name} fits your life.</p>
          </div>
          <Button asChild>
            <Link href="/onboarding">
              <Sparkles aria-hidden="true" />
              Take the quiz
            </Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card className="bg-secondary/60">
      <CardContent className="grid gap-3 pt-6">
        <div className="flex items-baseline justify-between gap-4">
          <h2 className="text-xl font-extrabold">Perfect Match Score</h2>
          <p className="text-4xl font-black text-brand-700" data-testid="match-score">
            {dog.compatibilityScore}%
          </p>
        </div>
        <div
          role="progressbar"
          aria-label="Perfect Match Score"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={dog.compatibilityScore}
          className="h-3 overflow-hidden rounded-full bg-card"
        >
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${dog.compatibilityScore}%` }} />
        </div>
      </CardContent>
    </Card>
  );
}
