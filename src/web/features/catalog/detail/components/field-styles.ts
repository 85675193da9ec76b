import { clsx } from 'clsx';

/** The detail page's inputs and selects, matching the store's other forms. */
export const fieldClass = clsx(
  'h-11 w-full rounded-xl border border-sand-300 bg-white px-3.5 text-[15px] text-ink',
  'shadow-[inset_0_1px_2px_rgb(43_39_36/0.04)] transition-[border-color,box-shadow] duration-150',
  'placeholder:text-ink-muted/70 focus:border-gold-dark focus:ring-4 focus:ring-gold/15 focus:outline-none',
  'aria-invalid:border-danger aria-invalid:focus:ring-danger/15',
);

export const labelClass = 'mb-1.5 block text-[13px] font-medium text-ink';

/** A small caps heading over each group of choices. */
export const groupTitleClass = 'text-[11px] font-semibold tracking-[0.16em] text-ink-soft uppercase';
