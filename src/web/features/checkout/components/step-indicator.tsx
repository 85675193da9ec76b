import { clsx } from 'clsx';
import { Check } from 'lucide-react';

export const CHECKOUT_STEPS = ['Shipping', 'Payment', 'Complete'] as const;
export type CheckoutStep = 0 | 1 | 2;

/** Spec §2: Shipping, Payment, Complete. Done steps show a tick; the current one is announced as such. */
export function StepIndicator({ current }: { current: CheckoutStep }) {
  return (
    <nav aria-label="Checkout progress">
      <ol className="flex items-center">
        {CHECKOUT_STEPS.map((label, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li key={label} className={clsx('flex items-center', index > 0 && 'flex-1')}>
              {index > 0 && (
                <span
                  aria-hidden
                  className={clsx(
                    'mx-2 h-px flex-1 sm:mx-4',
                    index <= current ? 'bg-gold-dark' : 'bg-sand-300',
                  )}
                />
              )}
              <span
                aria-current={active ? 'step' : undefined}
                className="flex items-center gap-2 text-sm whitespace-nowrap"
              >
                <span
                  aria-hidden
                  className={clsx(
                    'flex size-8 items-center justify-center rounded-full text-[13px] font-semibold tabular-nums transition-colors',
                    done && 'bg-gold-dark text-white',
                    active && 'bg-ink text-ivory ring-4 ring-sand-200',
                    !done && !active && 'border border-sand-300 bg-white text-ink-muted',
                  )}
                >
                  {done ? <Check className="size-4" strokeWidth={2.5} /> : index + 1}
                </span>
                <span className={clsx(active ? 'font-medium text-ink' : 'text-ink-soft')}>
                  {label}
                  {done && <span className="sr-only"> (done)</span>}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
