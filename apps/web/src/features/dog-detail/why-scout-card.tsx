// Why Scout matched this dog to the visitor: the reasons behind the score, when there are any.
import { Check } from 'lucide-react';
import type { Dog } from '@scout/domain';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

export function WhyScoutCard({ dog, fromQuiz }: { dog: Dog; fromQuiz: boolean }) {
  if (dog.compatibilityReasons.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Why Scout thinks you'll love {dog.name}</CardTitle>
        {fromQuiz ? <p className="text-sm text-muted-foreground">Based on the answers you gave in the quiz.</p> : null}
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          {dog.compatibilityReasons.map((reason) => (
            <li key={reason} className="flex items-start gap-2">
              <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
              <span>{reason}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
