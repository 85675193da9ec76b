import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

export interface FormFieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** 'optional' after the label; required fields carry no mark, as most of the form is required */
  optional?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A label, one control and its error, wired together for screen readers. */
export function FormField({ label, error, hint, optional, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {optional && <span className="ml-1.5 text-xs font-normal text-ink-muted">(optional)</span>}
      </label>
      <div className="mt-1.5">
        {children({
          id,
          'aria-invalid': Boolean(error),
          'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
        })}
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-sm text-danger">
      {children}
    </p>
  );
}

/** 16 px text so phones do not zoom into the field on focus. */
export const inputClass = (className?: string) =>
  clsx(
    'block w-full rounded-lg border border-sand-300 bg-white px-3.5 text-base text-ink shadow-[inset_0_1px_2px_rgb(43_39_36/0.04)]',
    'placeholder:text-ink-muted/70 transition-colors hover:border-sand-300/100 focus:border-gold focus:outline-2 focus:outline-offset-0 focus:outline-gold/40',
    'aria-invalid:border-danger aria-invalid:focus:outline-danger/30',
    className ?? 'h-12',
  );
