import { clsx } from 'clsx';
import { Check } from 'lucide-react';

export interface StepIndicatorProps {
  steps: readonly string[];
  /** 0-based */
  current: number;
}

/** Numbered steps joined by a rule; the ones behind get a tick, the current one is gold. */
export function StepIndicator({ steps, current }: StepIndicatorProps) {
  return (
    <ol className="flex items-start" aria-label="Request steps">
      {steps.map((label, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <li
            key={label}
            aria-current={active ? 'step' : undefined}
            className="relative flex flex-1 flex-col items-center text-center"
          >
            {index > 0 && (
              <span
                aria-hidden
                className={clsx(
                  'absolute top-4 right-1/2 h-px w-full -translate-y-1/2',
                  index <= current ? 'bg-gold' : 'bg-sand-200',
                )}
              />
            )}
            <span
              className={clsx(
                'relative z-10 flex size-8 items-center justify-center rounded-full text-sm font-semibold transition-colors',
                done && 'bg-gold text-white',
                active && 'bg-gold-dark text-white ring-4 ring-gold/20',
                !done && !active && 'border border-sand-300 bg-white text-ink-muted',
              )}
            >
              {done ? <Check aria-hidden className="size-4" strokeWidth={2.5} /> : index + 1}
            </span>
            <span
              className={clsx(
                'mt-2 px-1 text-[11px] leading-tight sm:text-xs',
                active ? 'font-semibold text-ink' : 'text-ink-muted',
              )}
            >
              <span className="sr-only">{done ? 'Completed: ' : active ? 'Current: ' : ''}</span>
              {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
