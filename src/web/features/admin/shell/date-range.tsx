import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { inputClass } from '../../../components/ui/form-field';

export interface DateRange {
  from: string;
  to: string;
}

/**
 * Two India days (YYYY-MM-DD, as <input type="date"> gives them), both included. Each end limits the other, so
 * the range cannot run backwards; either may stay empty.
 */
export function DateRangeFields({
  value,
  onChange,
  label = 'Dates',
  className,
}: {
  value: DateRange;
  onChange: (next: DateRange) => void;
  label?: string;
  className?: string;
}) {
  // A grid, not flex: a date input will not shrink below its own content width in a flex row.
  return (
    <fieldset
      className={clsx(
        'grid min-w-0 grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)_2rem] items-center gap-1.5 sm:flex',
        className,
      )}
    >
      <legend className="sr-only">{label}</legend>
      <DayInput
        label="From"
        value={value.from}
        max={value.to}
        onChange={(from) => onChange({ ...value, from })}
      />
      <span aria-hidden className="text-ink-muted">
        –
      </span>
      <DayInput label="To" value={value.to} min={value.from} onChange={(to) => onChange({ ...value, to })} />
      {value.from || value.to ? (
        <button
          type="button"
          aria-label="Clear dates"
          title="Clear dates"
          onClick={() => onChange({ from: '', to: '' })}
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-sand-100 hover:text-ink"
        >
          <X aria-hidden className="size-4" />
        </button>
      ) : (
        <span aria-hidden className="size-8" />
      )}
    </fieldset>
  );
}

/** One end of the range; the other end, once set, bounds it. */
function DayInput({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (day: string) => void;
}) {
  return (
    <input
      type="date"
      aria-label={label}
      value={value}
      min={min || undefined}
      max={max || undefined}
      onChange={(e) => onChange(e.target.value)}
      className={inputClass('h-10 w-full min-w-0 px-2 sm:w-[9.5rem] sm:px-3', 'sm')}
    />
  );
}
