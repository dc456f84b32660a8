import { useId } from 'react';
import { BellRing, Settings } from 'lucide-react';
import { Link } from 'wouter';
import { useNotificationSettings, useSaveNotificationSettings } from '@/api/notifications';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';

/**
 * New-dog alerts on the profile (product §16.5): one switch that reads and writes the same
 * notification settings as /settings (turning it on means "right away"; the digest and the
 * score are there).
 */
export function NewDogAlertsCard() {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings({
    onSuccess: (saved) =>
      toast({
        title: saved.newDogAlerts.mode === 'off' ? 'New-dog alerts are off' : 'New-dog alerts are on',
        description:
          saved.newDogAlerts.mode === 'off'
            ? undefined
            : `We'll email you when a dog scoring ${saved.newDogAlerts.threshold}% or more is listed near you.`,
      }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: "Couldn't change your alerts",
        description: serverMessage(error) ?? 'Something went wrong on our side. Please try again.',
      }),
  });
  const id = useId();

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellRing className="size-5 text-brand-700" aria-hidden="true" />
          New-dog alerts
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {settings.isPending ? (
          <Skeleton className="h-8" />
        ) : settings.isError ? (
          <p className="text-muted-foreground">
            We couldn&apos;t load your alert setting. You can change it in Settings.
          </p>
        ) : (
          <div className="flex items-start gap-3">
            <Checkbox
              id={id}
              className="mt-0.5"
              checked={settings.data.newDogAlerts.mode !== 'off'}
              disabled={save.isPending}
              onChange={(event) =>
                save.mutate({
                  ...settings.data,
                  newDogAlerts: { ...settings.data.newDogAlerts, mode: event.target.checked ? 'instant' : 'off' },
                })
              }
            />
            <label htmlFor={id} className="cursor-pointer font-semibold">
              Email me when a dog that fits me is listed near me
            </label>
          </div>
        )}
        <div>
          <Button asChild variant="ghost" size="sm">
            <Link href="/settings">
              <Settings aria-hidden="true" />
              Daily digest and match score in Settings
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
