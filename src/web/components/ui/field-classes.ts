import { clsx } from 'clsx';

export const labelClass = 'block text-sm font-medium text-ink';

/** 16 px text so phones do not zoom into the field on focus. */
export const inputClass = (className?: string) =>
  clsx(
    'block w-full rounded-lg border border-sand-300 bg-white px-3.5 text-base text-ink shadow-[inset_0_1px_2px_rgb(43_39_36/0.04)]',
    'placeholder:text-ink-muted/70 transition-colors hover:border-sand-300/100 focus:border-gold focus:outline-2 focus:outline-offset-0 focus:outline-gold/40',
    'aria-invalid:border-danger aria-invalid:focus:outline-danger/30',
    className ?? 'h-12',
  );
