import { clsx } from 'clsx';

/** 'md' is the storefront's; 'sm' the staff dashboard's denser controls. */
export type FieldSize = 'md' | 'sm';

export const labelClass = 'block text-sm font-medium text-ink';

const controlClass = clsx(
  'block w-full rounded-lg border border-sand-300 bg-white text-ink shadow-[inset_0_1px_2px_rgb(43_39_36/0.04)]',
  'placeholder:text-ink-muted/70 transition-colors hover:border-sand-300/100 focus:border-gold focus:outline-2 focus:outline-offset-0 focus:outline-gold/40',
  'aria-invalid:border-danger aria-invalid:focus:outline-danger/30',
  'disabled:cursor-not-allowed disabled:bg-sand-50 disabled:text-ink-soft',
);

/**
 * A text control's classes; `className` replaces the default height. The storefront's 16 px text keeps phones
 * from zooming into the field on focus; the dashboard trades that for density.
 */
export const inputClass = (className?: string, size: FieldSize = 'md') =>
  clsx(
    controlClass,
    size === 'md' ? 'px-3.5 text-base' : 'px-3 text-sm',
    className ?? (size === 'md' ? 'h-12' : 'h-10'),
  );
