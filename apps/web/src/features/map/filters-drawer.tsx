// The Filters drawer (product §2 "Map"): a sheet from the left with the Size, Age and Energy
// groups (checkboxes) and the three "Good with" switches. Changes apply at once, so the
// count on the close button is always what the map will show.
import type { ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { AgeCategory, DogSize, EnergyLevel } from '@scout/domain/constants';
import type { MapFilters } from '@scout/domain/contracts/map-filters';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { energyLabel } from '@/lib/dog-format';
import type { CountLine } from './map-count';
import { FILTER_ORDER, toggleValue, type GoodWithKey } from './map-filters';

const SIZE_LABELS: Record<DogSize, string> = {
  small: 'Small (under 25 lbs)',
  medium: 'Medium (25-60 lbs)',
  large: 'Large (over 60 lbs)',
};
const AGE_LABELS: Record<AgeCategory, string> = {
  puppy: 'Puppy (0-1 year)',
  young: 'Young (1-3 years)',
  adult: 'Adult (3-7 years)',
  senior: 'Senior (7+ years)',
};
const GOOD_WITH: { key: GoodWithKey; label: string }[] = [
  { key: 'goodWithKids', label: 'Kids' },
  { key: 'goodWithDogs', label: 'Dogs' },
  { key: 'goodWithCats', label: 'Cats' },
];

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-base font-extrabold">{legend}</legend>
      {/* Lists scroll past 48 units (product §9). */}
      <ul className="grid max-h-48 gap-1 overflow-y-auto">{children}</ul>
    </fieldset>
  );
}

function CheckRow({ label, checked, onToggle }: { label: string; checked: boolean; onToggle: () => void }) {
  return (
    <li>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl px-2 font-semibold transition-colors hover:bg-muted">
        <Checkbox checked={checked} onChange={onToggle} />
        {label}
      </label>
    </li>
  );
}

function GoodWithSwitch({ label, on, onToggle }: { label: string; on: boolean; onToggle: () => void }) {
  return (
    <li>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        onClick={onToggle}
        className="flex min-h-11 w-full items-center justify-between gap-3 rounded-2xl px-2 font-semibold transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {label}
        <span
          aria-hidden="true"
          className={cn(
            'flex h-7 w-12 items-center rounded-full p-1 transition-colors',
            on ? 'bg-primary' : 'bg-input',
          )}
        >
          <span className={cn('size-5 rounded-full bg-card shadow-soft transition-transform', on && 'translate-x-5')} />
        </span>
      </button>
    </li>
  );
}

export function FiltersDrawer({
  open,
  onOpenChange,
  filters,
  onChange,
  onClear,
  shownCount,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: MapFilters;
  onChange: (filters: MapFilters) => void;
  onClear: () => void;
  /** What the count line says with these filters. */
  shownCount: CountLine | null;
}) {
  const toggle = <K extends 'sizes' | 'ages' | 'energies'>(group: K, value: MapFilters[K][number]) =>
    onChange({
      ...filters,
      [group]: toggleValue(filters[group] as readonly string[], value, FILTER_ORDER[group] as readonly string[]),
    });

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-foreground/40 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,calc(100%-3rem))] flex-col bg-card shadow-lift focus:outline-none data-[state=open]:animate-fade-in">
          <div className="flex items-center justify-between gap-3 border-b px-5 py-4">
            <div>
              <DialogPrimitive.Title className="text-xl font-extrabold">Filters</DialogPrimitive.Title>
              <DialogPrimitive.Description className="text-sm text-muted-foreground">
                Show only the dogs that fit your home.
              </DialogPrimitive.Description>
            </div>
            <DialogPrimitive.Close className="rounded-full p-2 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              <X className="size-5" aria-hidden="true" />
              <span className="sr-only">Close</span>
            </DialogPrimitive.Close>
          </div>

          <div className="grid flex-1 content-start gap-6 overflow-y-auto px-5 py-5">
            <Group legend="Size">
              {FILTER_ORDER.sizes.map((size) => (
                <CheckRow
                  key={size}
                  label={SIZE_LABELS[size]}
                  checked={filters.sizes.includes(size)}
                  onToggle={() => toggle('sizes', size)}
                />
              ))}
            </Group>
            <Group legend="Age">
              {FILTER_ORDER.ages.map((age) => (
                <CheckRow
                  key={age}
                  label={AGE_LABELS[age]}
                  checked={filters.ages.includes(age)}
                  onToggle={() => toggle('ages', age)}
                />
              ))}
            </Group>
            <Group legend="Energy">
              {FILTER_ORDER.energies.map((energy: EnergyLevel) => (
                <CheckRow
                  key={energy}
                  label={energyLabel(energy)}
                  checked={filters.energies.includes(energy)}
                  onToggle={() => toggle('energies', energy)}
                />
              ))}
            </Group>
            <Group legend="Good with">
              {GOOD_WITH.map(({ key, label }) => (
                <GoodWithSwitch
                  key={key}
                  label={label}
                  on={filters[key]}
                  onToggle={() => onChange({ ...filters, [key]: !filters[key] })}
                />
              ))}
            </Group>
          </div>

          <div className="flex gap-3 border-t px-5 py-4">
            <Button variant="outline" className="flex-1" onClick={onClear}>
              Clear Filters
            </Button>
            <DialogPrimitive.Close asChild>
              <Button className="flex-1">
                Show {shownCount?.n ?? 0} {shownCount?.noun ?? 'dogs'}
              </Button>
            </DialogPrimitive.Close>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
