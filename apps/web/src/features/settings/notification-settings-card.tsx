import { useId, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Bell } from 'lucide-react';
import type { Role } from '@scout/domain';
import {
  ALERT_THRESHOLD_DEFAULT,
  ALERT_THRESHOLD_MAX,
  ALERT_THRESHOLD_MIN,
  notificationSettingsSchema,
  type AlertMode,
  type NotificationSettings,
} from '@scout/domain/contracts/notifications';
import { useNotificationSettings, useSaveNotificationSettings } from '@/api/notifications';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';

const ALERT_MODE_OPTIONS: Array<{ mode: AlertMode; label: string; description: string }> = [
  { mode: 'off', label: 'Off', description: 'No alerts about new dogs.' },
  { mode: 'instant', label: 'Right away', description: 'An email as soon as a dog that fits you is listed.' },
  { mode: 'daily', label: 'Daily digest', description: 'One email a day with the new dogs that fit you.' },
];

const THRESHOLD_STEP = 5;
const THRESHOLD_OPTIONS = Array.from(
  { length: (ALERT_THRESHOLD_MAX - ALERT_THRESHOLD_MIN) / THRESHOLD_STEP + 1 },
  (_, i) => ALERT_THRESHOLD_MIN + i * THRESHOLD_STEP,
);

function thresholdLabel(value: number): string {
  if (value === ALERT_THRESHOLD_MAX) return 'Only perfect matches (100%)';
  return `${value}% match or better${value === ALERT_THRESHOLD_DEFAULT ? ' (recommended)' : ''}`;
}

/**
 * Settings' "Notifications" section (product §16.6): which events also come by email and, for
 * adopters, new-dog alerts (off, right away or a daily digest) with the score a dog must reach.
 * Saved as the whole object with PUT.
 */
export function NotificationSettingsCard({ role }: { role: Role }) {
  const settings = useNotificationSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Bell className="size-5 text-brand-700" aria-hidden="true" />
          Notifications
        </CardTitle>
        <CardDescription>You always see them under the bell; choose what also comes by email.</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <div role="status" className="grid gap-4">
            <span className="sr-only">Loading your notification settings…</span>
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
            <Skeleton className="h-32" />
          </div>
        ) : settings.isError ? (
          <div className="grid justify-items-start gap-3">
            <p className="font-bold">We couldn&apos;t load your notification settings.</p>
            <Button variant="outline" onClick={() => void settings.refetch()}>
              Try Again
            </Button>
          </div>
        ) : (
          <NotificationSettingsForm initial={settings.data} showAlerts={role === 'adopter'} />
        )}
      </CardContent>
    </Card>
  );
}

function NotificationSettingsForm({ initial, showAlerts }: { initial: NotificationSettings; showAlerts: boolean }) {
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<NotificationSettings>({
    resolver: zodResolver(notificationSettingsSchema),
    defaultValues: initial,
  });
  const save = useSaveNotificationSettings({
    onSuccess: (saved) => {
      reset(saved);
      toast({ title: 'Notification settings saved' });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: "Couldn't save your notification settings",
        description: serverMessage(error) ?? 'Something went wrong on our side. Please try again.',
      }),
  });
  const mode = useWatch({ control, name: 'newDogAlerts.mode' });

  return (
    <form className="grid gap-6" noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
      <fieldset className="grid gap-3">
        <legend className="mb-1 font-extrabold">Email me about</legend>
        <CheckboxRow
          label="New messages"
          hint="A few minutes after a message arrives, unless you've already read it."
          {...register('messages.email')}
        />
        <CheckboxRow
          label="Tours and applications"
          hint="Tour requests and answers, and every step of an adoption application."
          {...register('toursAndApplications.email')}
        />
      </fieldset>

      {showAlerts ? (
        <fieldset className="grid gap-3">
          <legend className="mb-1 font-extrabold">New-dog alerts</legend>
          <p className="-mt-1 text-sm text-muted-foreground">
            When a dog that fits you is listed within your search radius.
          </p>
          <div className="grid gap-2 sm:grid-cols-3">
            {ALERT_MODE_OPTIONS.map((option) => (
              <label key={option.mode} className="relative">
                <input type="radio" value={option.mode} className="peer sr-only" {...register('newDogAlerts.mode')} />
                <span
                  className={cn(
                    'flex h-full cursor-pointer flex-col gap-0.5 rounded-2xl border-2 p-3 transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2',
                    mode === option.mode
                      ? 'border-primary bg-brand-50'
                      : 'border-input bg-card hover:border-brand-300 hover:bg-brand-50',
                  )}
                >
                  <span className="font-extrabold">{option.label}</span>
                  <span className="text-sm text-muted-foreground">{option.description}</span>
                </span>
              </label>
            ))}
          </div>
          {mode !== 'off' ? (
            <FormField
              label="Alert me about dogs that score"
              hint="The same match score you see on each dog."
              error={errors.newDogAlerts?.threshold?.message}
            >
              <NativeSelect {...register('newDogAlerts.threshold', { valueAsNumber: true })}>
                {THRESHOLD_OPTIONS.map((value) => (
                  <option key={value} value={value}>
                    {thresholdLabel(value)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          ) : null}
        </fieldset>
      ) : null}

      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save notification settings'}
        </Button>
      </div>
    </form>
  );
}

type CheckboxRowProps = UseFormRegisterReturn & {
  label: string;
  hint: ReactNode;
};

function CheckboxRow({ label, hint, ...field }: CheckboxRowProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <Checkbox id={id} aria-describedby={`${id}-hint`} className="mt-0.5" {...field} />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="cursor-pointer font-semibold">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}
