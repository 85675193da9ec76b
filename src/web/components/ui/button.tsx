import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleOptions {
  /** primary = gold call to action, secondary = outlined ink, quiet = text only, danger = red (Logout) */
  variant?: ButtonVariant;
  /** sm 36 px, md 44 px (a comfortable touch target), lg 48 px */
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
}

// White on gold-dark keeps body-size button text above 4.5:1; the lighter gold stays for large text.
const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-gold-dark text-white shadow-sm hover:bg-ink active:bg-ink',
  secondary: 'border border-ink/80 text-ink hover:bg-ink hover:text-ivory active:bg-ink active:text-ivory',
  quiet: 'text-ink underline-offset-4 hover:underline hover:text-gold-dark',
  danger: 'bg-danger text-white hover:bg-danger/90',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-[13px]',
  md: 'h-11 px-6 text-sm',
  lg: 'h-12 px-8 text-[15px]',
};

/** The class string behind every button, for elements that must look like one (e.g. a `<label>`). */
export function buttonStyles({
  variant = 'primary',
  size = 'md',
  fullWidth,
  className,
}: ButtonStyleOptions = {}) {
  return clsx(
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-medium tracking-wide whitespace-nowrap',
    'transition-colors duration-200 select-none',
    'aria-disabled:pointer-events-none aria-disabled:opacity-50 disabled:cursor-not-allowed disabled:opacity-50',
    VARIANTS[variant],
    variant === 'quiet' ? 'h-auto px-1 py-1 text-sm' : SIZES[size],
    fullWidth && 'w-full',
    className,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyleOptions {
  /** shows a spinner, disables the button and marks it busy; the label stays so the width holds */
  loading?: boolean;
  /** an icon before the label */
  icon?: ReactNode;
}

/** A `<button>`; `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant,
  size,
  fullWidth,
  className,
  loading = false,
  icon,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonStyles({ variant, size, fullWidth, className })}
      {...rest}
    >
      {loading ? <Spinner size="sm" label={null} /> : icon}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps, ButtonStyleOptions {
  icon?: ReactNode;
}

/** A router link that looks like a Button, for navigation calls to action (Shop Now, Checkout). */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  className,
  icon,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link className={buttonStyles({ variant, size, fullWidth, className })} {...rest}>
      {icon}
      {children}
    </Link>
  );
}
