// A shelter's and an owner's details as form fields (product §5), shared by onboarding and
// the profile page so both ask for them the same way.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { OwnerOnboardInput, ShelterOnboardInput } from '@scout/domain';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

/** The fields a server error may name, in form order. */
export const SHELTER_FIELDS = ['shelterName', 'location', 'email', 'phone', 'licenseNumber', 'description'] as const;
export const OWNER_FIELDS = ['fullName', 'location', 'email', 'phone', 'reason'] as const;

const LOCATION_HINT = 'City and state, such as Austin, TX';

interface FieldsProps<T extends ShelterOnboardInput | OwnerOnboardInput> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** Said under Location; onboarding's example by default. */
  locationHint?: string;
}

export function ShelterDetailsFields({
  register,
  errors,
  locationHint = LOCATION_HINT,
  nameHint,
}: FieldsProps<ShelterOnboardInput> & { nameHint?: string }) {
  return (
    <>
      <FormField label="Shelter Name" error={errors.shelterName?.message} hint={nameHint}>
        <Input autoComplete="organization" {...register('shelterName')} />
      </FormField>
      <FormField label="Location" error={errors.location?.message} hint={locationHint}>
        <Input autoComplete="address-level2" {...register('location')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>
      <FormField label="Phone" error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
      </FormField>
      <FormField label="License Number (optional)" error={errors.licenseNumber?.message}>
        <Input {...register('licenseNumber')} />
      </FormField>
      <FormField
        label="Description (optional)"
        error={errors.description?.message}
        hint="What makes your shelter special, your hours, how adoptions work."
      >
        <Textarea rows={4} {...register('description')} />
      </FormField>
    </>
  );
}

export function OwnerDetailsFields({ register, errors, locationHint = LOCATION_HINT }: FieldsProps<OwnerOnboardInput>) {
  return (
    <>
      <FormField label="Full Name" error={errors.fullName?.message} hint="Adopters see only your first name.">
        <Input autoComplete="name" {...register('fullName')} />
      </FormField>
      <FormField label="Location" error={errors.location?.message} hint={locationHint}>
        <Input autoComplete="address-level2" {...register('location')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>
      <FormField label="Phone" error={errors.phone?.message} hint="Shown only to adopters who are signed in.">
        <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
      </FormField>
      <FormField
        label="Why are you rehoming your dog? (optional)"
        error={errors.reason?.message}
        hint="Private: only you see this."
      >
        <Textarea rows={4} {...register('reason')} />
      </FormField>
    </>
  );
}
