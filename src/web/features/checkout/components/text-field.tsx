import { clsx } from 'clsx';
import { CircleAlert } from 'lucide-react';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  /** a quiet line under the input (a format hint) */
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose message is tied to it for screen readers (aria-invalid, aria-describedby). */
export function TextField({ label, error, hint, className, ref, ...rest }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={clsx(
          'h-12 w-full rounded-xl border bg-white px-4 text-[15px] text-ink shadow-[inset_0_1px_2px_rgb(43_39_36/0.04)]',
          'transition-[border-color,box-shadow] duration-150 placeholder:text-ink-muted/70 focus:ring-4 focus:outline-none',
          error
            ? 'border-danger focus:border-danger focus:ring-danger/15'
            : 'border-sand-300 focus:border-gold-dark focus:ring-gold/15',
        )}
        {...rest}
      />
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-[13px] text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-[13px] text-danger">
          <CircleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}
