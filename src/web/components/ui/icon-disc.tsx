import { clsx } from 'clsx';
import type { ReactNode } from 'react';

const TONES = {
  sand: 'bg-sand-100 text-gold-dark',
  outline: 'border border-gold/30 bg-ivory text-gold-dark',
  ink: 'bg-ink text-ivory',
  /** on the dark ink panels */
  glass: 'bg-white/10 text-gold-light',
  success: 'bg-success/10 text-success ring-8 ring-success/5',
  danger: 'bg-danger/[0.07] text-danger',
  /** no tint: the icon alone, in gold */
  plain: 'text-gold-dark',
} as const;

export interface IconDiscProps {
  tone?: keyof typeof TONES;
  /** its size and the icon's (`size-10`, `[&>svg]:size-4`), and any placement */
  className: string;
  /** the icon or numeral, which the disc hides from assistive tech with itself */
  children: ReactNode;
}

/** An icon (or a step's numeral) centred in a round tint: beside a list row, over an empty state, on a card. */
export function IconDisc({ tone = 'sand', className, children }: IconDiscProps) {
  return (
    <span
      aria-hidden
      className={clsx('flex shrink-0 items-center justify-center rounded-full', TONES[tone], className)}
    >
      {children}
    </span>
  );
}
