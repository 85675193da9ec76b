import { clsx } from 'clsx';
import type { ReactNode } from 'react';

const TONES = {
  gold: 'bg-gold-dark text-white',
  sand: 'bg-sand-100 text-ink',
  ink: 'bg-ink text-ivory',
  success: 'bg-success/10 text-success ring-1 ring-inset ring-success/20',
  warning: 'bg-amber-100 text-amber-900 ring-1 ring-inset ring-amber-300/60',
  danger: 'bg-danger/10 text-danger ring-1 ring-inset ring-danger/20',
  neutral: 'bg-sand-200/70 text-ink-soft',
} as const;
export type BadgeTone = keyof typeof TONES;

export interface BadgeProps {
  /** gold for Bestseller/New, success/warning/neutral for order states, danger for errors */
  tone?: BadgeTone;
  size?: 'sm' | 'md';
  className?: string;
  children: ReactNode;
}

/** A small uppercase label: Bestseller, New, order status and the like. */
export function Badge({ tone = 'gold', size = 'sm', className, children }: BadgeProps) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full font-semibold tracking-[0.08em] whitespace-nowrap uppercase',
        size === 'sm' ? 'px-2 py-0.5 text-[10px] leading-4' : 'px-2.5 py-1 text-xs',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
