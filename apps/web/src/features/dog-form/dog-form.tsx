// The Add a Dog form itself (product §2, §3, §5): five sections validated with
// the same schema the server uses, so the messages are product §5's word for word.
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Baby, Camera, Cat, ClipboardList, Dog as DogIcon, FileText, HeartPulse, Smile } from 'lucide-react';
import type { ListerType } from '@scout/domain';
import { dogInputSchema } from '@scout/domain/contracts/dogs';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { CheckboxTile } from './checkbox-tile';
import {
  AGE_CATEGORY_OPTIONS,
  ageCategoryForAge,
  ENERGY_OPTIONS,
  SIZE_OPTIONS,
  sizeForWeight,
  type DogFormOutput,
  type DogFormStart,
  type DogFormValues,
} from './dog-form-values';
import { FormSection } from './form-section';
import { PhotosField } from './photos-field';
import { TemperamentField } from './temperament-field';
import { usePhotoUploads } from './use-photo-uploads';
import { useSaveDog } from './use-save-dog';

export function DogForm({
  initialValues,
  editId,
  role,
  onCancel,
}: {
  initialValues: DogFormStart;
  /** The dog being edited, or null for a new one. */
  editId: string | null;
  role: ListerType;
  onCancel: () => void;
}) {
  const save = useSaveDog({ editId, role });
  const photos = usePhotoUploads(initialValues.photos);
  // handleSubmit validates asynchronously, so a fast second click could slip past
  // `isPending`; this blocks it until the answer (and stays set after a success).
  const sending = useRef(false);
  // Which of the two band selects the lister has set by hand (see followAge below).
  const [pickedByHand, setPickedByHand] = useState({ ageCategory: false, size: false });
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<DogFormValues, unknown, DogFormOutput>({
    resolver: zodResolver(dogInputSchema),
    defaultValues: initialValues,
  });

  const busy = save.isPending || save.isSuccess;

  function send(values: DogFormOutput) {
    if (sending.current || photos.uploading) return;
    sending.current = true;
    save.mutate(
      { ...values, photos: photos.urls },
      {
        onError: () => {
          sending.current = false;
        },
      },
    );
  }

  // Until the lister picks a category or size themselves, they follow the age and weight
  // typed (product §9 bands), so a 1-year-old is not left saved as the default 'adult'.
  function followAge(age: number) {
    const category = ageCategoryForAge(age);
    if (category && !pickedByHand.ageCategory) setValue('ageCategory', category);
  }
  function followWeight(weight: number) {
    const size = sizeForWeight(weight);
    if (size && !pickedByHand.size) setValue('size', size);
  }

  const submitLabel = editId ? (busy ? 'Saving...' : 'Save Changes') : busy ? 'Creating...' : 'Create Dog Profile';

  return (
    <form className="grid gap-5 md:gap-6" noValidate onSubmit={(event) => void handleSubmit(send)(event)}>
      <FormSection title="Basic Information" icon={ClipboardList}>
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <FormField label="Name" error={errors.name?.message}>
            <Input autoComplete="off" {...register('name')} />
          </FormField>
          <FormField label="Breed" error={errors.breed?.message} hint="A mix is fine: 'Lab mix'.">
            <Input autoComplete="off" {...register('breed')} />
          </FormField>
          <FormField label="Age (years)" error={errors.age?.message}>
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              max={25}
              step="any"
              {...register('age', {
                valueAsNumber: true,
                onChange: (event: { target: { value: string } }) => followAge(Number.parseFloat(event.target.value)),
              })}
            />
          </FormField>
          <FormField label="Age Category" error={errors.ageCategory?.message}>
            <NativeSelect
              {...register('ageCategory', {
                onChange: () => setPickedByHand((picked) => ({ ...picked, ageCategory: true })),
              })}
            >
              {AGE_CATEGORY_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Weight (lbs)" error={errors.weight?.message}>
            <Input
              type="number"
              inputMode="decimal"
              min={1}
              max={300}
              step="any"
              {...register('weight', {
                valueAsNumber: true,
                onChange: (event: { target: { value: string } }) => followWeight(Number.parseFloat(event.target.value)),
              })}
            />
          </FormField>
          <FormField label="Size" error={errors.size?.message}>
            <NativeSelect
              {...register('size', {
                onChange: () => setPickedByHand((picked) => ({ ...picked, size: true })),
              })}
            >
              {SIZE_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
      </FormSection>

      <FormSection title="Photos" icon={Camera}>
        <PhotosField photos={photos} disabled={busy} />
      </FormSection>

      <FormSection title="Personality & Temperament" icon={Smile}>
        <FormField label="Energy Level" error={errors.energyLevel?.message}>
          <NativeSelect {...register('energyLevel')}>
            {ENERGY_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <Controller
          control={control}
          name="temperament"
          render={({ field, fieldState }) => (
            <TemperamentField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              firstRef={field.ref}
            />
          )}
        />
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-bold">Good with</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            <CheckboxTile label="Kids" icon={<Baby />} {...register('goodWithKids')} />
            <CheckboxTile label="Dogs" icon={<DogIcon />} {...register('goodWithDogs')} />
            <CheckboxTile label="Cats" icon={<Cat />} {...register('goodWithCats')} />
          </div>
        </fieldset>
      </FormSection>

      <FormSection title="Description" icon={FileText}>
        <FormField
          label="Bio"
          error={errors.bio?.message}
          hint="At least 20 characters. What is a day with this dog like? What home would suit them?"
        >
          <Textarea rows={5} {...register('bio')} />
        </FormField>
        <FormField
          label="Day in the life video (optional)"
          error={errors.dayInLifeVideo?.message}
          hint="A link to a short video, starting with https://"
        >
          <Input type="url" inputMode="url" {...register('dayInLifeVideo')} />
        </FormField>
      </FormSection>

      <FormSection title="Health Information" icon={HeartPulse}>
        <div className="grid gap-3 sm:grid-cols-2">
          <CheckboxTile label="Vaccinated" {...register('vaccinated')} />
          <CheckboxTile label="Spayed/Neutered" {...register('spayedNeutered')} />
        </div>
        <FormField
          label="Special Needs (optional)"
          error={errors.specialNeeds?.message}
          hint="Medication, diet, or anything an adopter should know."
        >
          <Textarea rows={3} {...register('specialNeeds')} />
        </FormField>
      </FormSection>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" size="lg" disabled={busy || photos.uploading}>
          {photos.uploading && !busy ? 'Uploading photos...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
