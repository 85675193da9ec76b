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
  const input = inputClass('h-10 w-full min-w-0 px-2 sm:w-[9.5rem] sm:px-3', 'sm');
  // A grid, not flex: a date input will not shrink below its own content width in a flex row.
  return (
    <fieldset
      className={clsx(
        'grid min-w-0 grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)_2rem] items-center gap-1.5 sm:flex',
        className,
      )}
    >
      <legend className="sr-only">{label}</legend>
      <input
        type="date"
        aria-label="From"
        value={value.from}
        max={value.to || undefined}
        onChange={(e) => onChange({ ...value, from: e.target.value })}
        className={input}
      />
      <span aria-hidden className="text-ink-muted">
        –
      </span>
      <input
        type="date"
        aria-label="To"
        value={value.to}
        min={value.from || undefined}
        onChange={(e) => onChange({ ...value, to: e.target.value })}
        className={input}
      />
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
