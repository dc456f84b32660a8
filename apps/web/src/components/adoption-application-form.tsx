// The adoption application (decisions §12): a short form about the home, prefilled from the
// adopter's survey, checked with the same schema the server uses (its messages word for word).
// Used to apply from a dog's page and to change the answers until the lister moves it on.
import { useRef } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import type { ApplicationAnswers } from '@scout/domain';
import { EXPERIENCE_LEVELS } from '@scout/domain/constants';
import {
  APPLICATION_LIMITS,
  applicationAnswersSchema,
  PET_KINDS,
  type PetKind,
} from '@scout/domain/contracts/adoption-applications';
import { EXPERIENCE_LEVEL_LABELS } from '@scout/domain/survey/questions';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { formToApplication, type ApplicationFormValues } from '@/lib/application-prefill';
import { cn } from '@/lib/cn';

export const PET_KIND_LABELS: Record<PetKind, string> = { dog: 'Dog', cat: 'Cat', other: 'Other pet' };

const checkAnswers = zodResolver(applicationAnswersSchema);

/**
 * The schema checks the answers as the call sends them; the children's ages are one text
 * field here, so a message about any one age belongs to that field.
 */
const resolver: Resolver<ApplicationFormValues, unknown, ApplicationAnswers> = async (values, context, options) => {
  const result = await checkAnswers(formToApplication(values) as never, context, options as never);
  const errors = result.errors as Record<string, unknown>;
  if (Array.isArray(errors.childrenAges)) errors.childrenAges = errors.childrenAges.find(Boolean);
  return result as never;
};

function Choice({
  name,
  value,
  checked,
  onChange,
  label,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  label: string;
}) {
  return (
    <label
      className={cn(
        'flex min-h-12 flex-1 cursor-pointer items-center justify-center rounded-2xl border-2 px-4 font-bold transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
        checked ? 'border-primary bg-brand-50 text-brand-800' : 'border-input bg-card',
      )}
    >
      <input type="radio" className="sr-only" name={name} value={value} checked={checked} onChange={onChange} />
      {label}
    </label>
  );
}

export function AdoptionApplicationForm({
  dogName,
  initialValues,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  dogName: string;
  initialValues: ApplicationFormValues;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (answers: ApplicationAnswers) => void;
  onCancel: () => void;
}) {
  // handleSubmit validates asynchronously: this blocks a second send until the first is answered.
  const sending = useRef(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ApplicationFormValues, unknown, ApplicationAnswers>({ resolver, defaultValues: initialValues });
  const pets = useFieldArray({ control, name: 'otherPets' });
  const renting = useWatch({ control, name: 'homeOwnership' }) === 'rent';

  function send(answers: ApplicationAnswers) {
    if (sending.current || pending) return;
    sending.current = true;
    onSubmit(answers);
    // The dialog closes on success; after a failure the adopter may send again.
    setTimeout(() => (sending.current = false), 0);
  }

  return (
    <form className="grid gap-5" noValidate onSubmit={(event) => void handleSubmit(send)(event)}>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-bold">Your home</legend>
        <Controller
          control={control}
          name="homeOwnership"
          render={({ field }) => (
            <div className="flex gap-3" role="radiogroup" aria-label="Your home">
              <Choice
                name="homeOwnership"
                value="own"
                checked={field.value === 'own'}
                onChange={() => field.onChange('own')}
                label="I own it"
              />
              <Choice
                name="homeOwnership"
                value="rent"
                checked={field.value === 'rent'}
                onChange={() => field.onChange('rent')}
                label="I rent"
              />
            </div>
          )}
        />
        {errors.homeOwnership ? (
          <p className="text-sm font-semibold text-destructive">{errors.homeOwnership.message}</p>
        ) : null}
      </fieldset>

      {renting ? (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-bold">Does your landlord allow dogs?</legend>
          <Controller
            control={control}
            name="landlordAllowsDogs"
            render={({ field }) => (
              <div className="flex gap-3" role="radiogroup" aria-label="Does your landlord allow dogs?">
                <Choice
                  name="landlordAllowsDogs"
                  value="yes"
                  checked={field.value === true}
                  onChange={() => field.onChange(true)}
                  label="Yes"
                />
                <Choice
                  name="landlordAllowsDogs"
                  value="no"
                  checked={field.value === false}
                  onChange={() => field.onChange(false)}
                  label="No"
                />
              </div>
            )}
          />
          {errors.landlordAllowsDogs ? (
            <p className="text-sm font-semibold text-destructive">{errors.landlordAllowsDogs.message}</p>
          ) : null}
        </fieldset>
      ) : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Adults at home" error={errors.adults?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={APPLICATION_LIMITS.adults.min}
            max={APPLICATION_LIMITS.adults.max}
            {...register('adults', { valueAsNumber: true })}
          />
        </FormField>
        <FormField label="Hours the dog would be alone a day" error={errors.hoursAlone?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={APPLICATION_LIMITS.hoursAlone.min}
            max={APPLICATION_LIMITS.hoursAlone.max}
            {...register('hoursAlone', { valueAsNumber: true })}
          />
        </FormField>
      </div>

      <FormField
        label="Children's ages (optional)"
        error={errors.childrenAges?.message}
        hint="Separated by commas, such as 4, 9. Leave empty if no children live with you."
      >
        <Input inputMode="numeric" autoComplete="off" {...register('childrenAges')} />
      </FormField>

      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-bold">Other pets at home</legend>
        {pets.fields.length === 0 ? <p className="text-sm text-muted-foreground">No other pets.</p> : null}
        {pets.fields.map((pet, index) => (
          <div key={pet.id} className="grid gap-3 rounded-2xl border bg-muted/40 p-3">
            <div className="flex items-end gap-2">
              <div className="flex-1">
                <FormField label={`Pet ${index + 1}`} error={errors.otherPets?.[index]?.kind?.message}>
                  <NativeSelect {...register(`otherPets.${index}.kind`)}>
                    {PET_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {PET_KIND_LABELS[kind]}
                      </option>
                    ))}
                  </NativeSelect>
                </FormField>
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove pet ${index + 1}`}
                onClick={() => pets.remove(index)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              <label className="inline-flex items-center gap-2 font-semibold">
                <Checkbox {...register(`otherPets.${index}.spayedNeutered`)} />
                Spayed or neutered
              </label>
              <label className="inline-flex items-center gap-2 font-semibold">
                <Checkbox {...register(`otherPets.${index}.vaccinated`)} />
                Vaccinated
              </label>
            </div>
          </div>
        ))}
        {pets.fields.length < APPLICATION_LIMITS.pets ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => pets.append({ kind: 'dog', spayedNeutered: false, vaccinated: false })}
          >
            <Plus aria-hidden="true" />
            Add a Pet
          </Button>
        ) : null}
      </fieldset>

      <FormField label="Experience with dogs" error={errors.experience?.message}>
        <NativeSelect {...register('experience')}>
          {EXPERIENCE_LEVELS.map((level) => (
            <option key={level} value={level}>
              {EXPERIENCE_LEVEL_LABELS[level]}
            </option>
          ))}
        </NativeSelect>
      </FormField>

      <FormField
        label="Veterinarian reference (optional)"
        error={errors.vetReference?.message}
        hint="Your vet's name and phone, if you have one."
      >
        <Input autoComplete="off" {...register('vetReference')} />
      </FormField>

      <FormField label={`Why ${dogName}?`} error={errors.whyThisDog?.message} hint="At least 20 characters.">
        <Textarea rows={4} {...register('whyThisDog')} />
      </FormField>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
