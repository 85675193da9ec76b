import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'children'
> {
  /** the accessible name; there is no visible text, so it is required */
  label: string;
  /** a lucide icon (it is hidden from assistive tech here) */
  icon: ReactNode;
  /** a count badge drawn on the corner when above zero (cart, wishlist); include it in `label` too */
  count?: number;
  /** ghost = no surface until hover, outline = thin sand ring, solid = ink disc */
  variant?: 'ghost' | 'outline' | 'solid';
  /** sm 32 px, md 40 px, lg 44 px */
  size?: 'sm' | 'md' | 'lg';
}

/** A round button showing only an icon, with an optional count badge. */
export function IconButton({
  label,
  icon,
  count,
  variant = 'ghost',
  size = 'md',
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={clsx(
        // The count badge needs a positioned button, but a caller placing the button itself must win.
        !/\b(absolute|fixed|sticky)\b/.test(className ?? '') && 'relative',
        'inline-flex shrink-0 items-center justify-center rounded-full transition-colors duration-200',
        'disabled:cursor-not-allowed disabled:opacity-40',
        { sm: 'size-8', md: 'size-10', lg: 'size-11' }[size],
        {
          ghost: 'text-ink hover:bg-sand-100 active:bg-sand-200',
          outline: 'border border-sand-200 bg-white/60 text-ink hover:border-ink/40 hover:bg-white',
          solid: 'bg-ink text-ivory hover:bg-gold-dark',
        }[variant],
        className,
      )}
      {...rest}
    >
      <span aria-hidden className={clsx('inline-flex', size === 'sm' ? '[&>svg]:size-4' : '[&>svg]:size-5')}>
        {icon}
      </span>
      {count !== undefined && count > 0 && (
        <span
          aria-hidden
          className="absolute -top-0.5 -right-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-gold-dark px-1 text-[10px] leading-none font-semibold text-white ring-2 ring-ivory"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}
