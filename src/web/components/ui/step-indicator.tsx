import { clsx } from 'clsx';
import { Check } from 'lucide-react';

const LOOKS = {
  /** number and name side by side, joined by rules: the checkout's progress, a navigation landmark */
  inline: {
    list: 'flex items-center',
    item: 'flex items-center',
    later: 'flex-1',
    rule: 'mx-2 h-px flex-1 sm:mx-4',
    ruleReached: 'bg-gold-dark',
    ruleAhead: 'bg-sand-300',
    disc: 'text-[13px] tabular-nums',
    discDone: 'bg-gold-dark text-white',
    discActive: 'bg-ink text-ivory ring-4 ring-sand-200',
    name: 'ml-2 text-sm whitespace-nowrap',
    nameActive: 'font-medium text-ink',
    nameOther: 'text-ink-soft',
  },
  /** number over name, the rule running behind the discs: the design request's steps */
  stacked: {
    list: 'flex items-start',
    item: 'relative flex flex-1 flex-col items-center text-center',
    later: '',
    rule: 'absolute top-4 right-1/2 h-px w-full -translate-y-1/2',
    ruleReached: 'bg-gold',
    ruleAhead: 'bg-sand-200',
    disc: 'relative z-10 text-sm',
    discDone: 'bg-gold text-white',
    discActive: 'bg-gold-dark text-white ring-4 ring-gold/20',
    name: 'mt-2 px-1 text-[11px] leading-tight sm:text-xs',
    nameActive: 'font-semibold text-ink',
    nameOther: 'text-ink-muted',
  },
} as const;

export interface StepIndicatorProps {
  look: keyof typeof LOOKS;
  /** the list's accessible name: 'Checkout progress' */
  label: string;
  steps: readonly string[];
  /** 0-based */
  current: number;
}

/** Numbered steps joined by rules: the ones behind get a tick, the current one is marked and announced. */
export function StepIndicator({ look, label, steps, current }: StepIndicatorProps) {
  const style = LOOKS[look];
  const inline = look === 'inline';
  const list = (
    <ol className={style.list} aria-label={inline ? undefined : label}>
      {steps.map((name, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <li
            key={name}
            aria-current={active ? 'step' : undefined}
            className={clsx(style.item, index > 0 && style.later)}
          >
            {index > 0 && (
              <span
                aria-hidden
                className={clsx(style.rule, index <= current ? style.ruleReached : style.ruleAhead)}
              />
            )}
            <span
              // The inline steps' names say it all; the stacked ones also read out their number.
              aria-hidden={inline || undefined}
              className={clsx(
                'flex size-8 shrink-0 items-center justify-center rounded-full font-semibold transition-colors',
                style.disc,
                done && style.discDone,
                active && style.discActive,
                !done && !active && 'border border-sand-300 bg-white text-ink-muted',
              )}
            >
              {done ? <Check aria-hidden className="size-4" strokeWidth={2.5} /> : index + 1}
            </span>
            <span className={clsx(style.name, active ? style.nameActive : style.nameOther)}>
              {!inline && <span className="sr-only">{done ? 'Completed: ' : active ? 'Current: ' : ''}</span>}
              {name}
              {inline && done && <span className="sr-only"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
  return inline ? <nav aria-label={label}>{list}</nav> : list;
}
