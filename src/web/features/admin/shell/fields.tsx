import { clsx } from 'clsx';
import { ChevronDown, CircleAlert } from 'lucide-react';
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

/** The admin's inputs: a little denser than the storefront's, the same warm borders and gold focus ring. */
export const controlClass = clsx(
  'w-full rounded-lg border border-sand-300 bg-white px-3 text-sm text-ink',
  'shadow-[inset_0_1px_2px_rgb(43_39_36/0.04)] placeholder:text-ink-muted/70',
  'transition-[border-color,box-shadow] duration-150',
  'focus:border-gold-dark focus:ring-4 focus:ring-gold/15 focus:outline-none',
  'disabled:cursor-not-allowed disabled:bg-sand-50 disabled:text-ink-soft',
  'aria-[invalid=true]:border-danger aria-[invalid=true]:focus:ring-danger/15',
);

export interface FieldProps {
  label: ReactNode;
  /** the validation message under the control */
  error?: string;
  /** a quiet note under the control (units, what happens when left blank) */
  hint?: ReactNode;
  /** marks the label as optional */
  optional?: boolean;
  className?: string;
  /** receives the ids to put on the control */
  children: (ids: { id: string; describedBy: string | undefined; invalid: true | undefined }) => ReactNode;
}

/** A label, a control and its message, tied together for screen readers. */
export function Field({ label, error, hint, optional, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 flex items-baseline gap-2 text-sm font-medium text-ink">
        {label}
        {optional && <span className="text-xs font-normal text-ink-muted">Optional</span>}
      </label>
      {children({ id, describedBy, invalid: error ? true : undefined })}
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-xs text-ink-muted">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-[13px] text-danger">
      <CircleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
      {message}
    </p>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  /** text inside the input's left edge, e.g. '₹' */
  prefix?: string;
  /** text inside the input's right edge, e.g. 'cm' */
  suffix?: string;
  /** a control inside the input's right edge (the show-password toggle) */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function TextInput({
  label,
  error,
  hint,
  optional,
  prefix,
  suffix,
  trailing,
  className,
  ref,
  ...rest
}: InputProps) {
  return (
    <Field label={label} error={error} hint={hint} optional={optional} className={className}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          {prefix && (
            <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-ink-muted">
              {prefix}
            </span>
          )}
          <input
            id={id}
            ref={ref}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            className={clsx(controlClass, 'h-10', prefix && 'pl-7', suffix && 'pr-16', trailing && 'pr-11')}
            {...rest}
          />
          {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
          {suffix && (
            <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-xs text-ink-muted">
              {suffix}
            </span>
          )}
        </div>
      )}
    </Field>
  );
}

type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
};

export function TextArea({ label, error, hint, className, ref, ...rest }: TextareaProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          ref={ref}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={clsx(controlClass, 'min-h-28 py-2.5 leading-relaxed')}
          {...rest}
        />
      )}
    </Field>
  );
}

export interface SelectControlProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
}

/** A native select (the phone's own picker) drawn to match the inputs. */
export function SelectControl({ className, children, ref, ...rest }: SelectControlProps) {
  return (
    <div className={clsx('relative', className)}>
      <select ref={ref} className={clsx(controlClass, 'h-10 cursor-pointer appearance-none pr-9')} {...rest}>
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted"
      />
    </div>
  );
}

type SelectFieldProps = Omit<SelectControlProps, 'id'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
};

export function SelectField({ label, error, hint, className, ...rest }: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <SelectControl id={id} aria-invalid={invalid} aria-describedby={describedBy} {...rest} />
      )}
    </Field>
  );
}

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  /** a line under the label */
  description?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox whose whole label is the hit area. */
export function Checkbox({ label, description, className, ref, ...rest }: CheckboxProps) {
  return (
    <label className={clsx('flex cursor-pointer items-start gap-2.5 text-sm text-ink', className)}>
      <input
        ref={ref}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 cursor-pointer rounded accent-gold-dark disabled:cursor-not-allowed"
        {...rest}
      />
      <span className="leading-snug">
        {label}
        {description && <span className="mt-0.5 block text-xs text-ink-muted">{description}</span>}
      </span>
    </label>
  );
}
