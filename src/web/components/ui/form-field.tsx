import { clsx } from 'clsx';
import { ChevronDown, CircleAlert, Eye, EyeOff } from 'lucide-react';
import {
  createContext,
  use,
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import type { FieldPath, FieldValues, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { inputClass, labelClass, type FieldSize } from './field-classes';

// The class names sit in their own module so the product page can style its controls without downloading
// the rest of the kit in its first load; everything else takes them from here.
export { inputClass, labelClass, type FieldSize };

/** The size of every field below it: the staff dashboard sets 'sm' once for all its forms. */
export const FieldSizeContext = createContext<FieldSize>('md');

export const useFieldSize = () => use(FieldSizeContext);

/**
 * A form's props for one kit field: its registration and its message read under the same name, so the two
 * cannot drift apart.
 */
export function fieldsOf<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'getFieldState' | 'formState'>,
) {
  return <N extends FieldPath<T>>(name: N, options?: RegisterOptions<T, N>) => ({
    ...form.register(name, options),
    error: form.getFieldState(name, form.formState).error?.message,
  });
}

export interface ControlProps {
  id: string;
  /** absent on a valid field, rather than "false" */
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldFrame {
  label: ReactNode;
  /** the validation message under the control */
  error?: string;
  /** a quiet line under the control (a format, what a blank means), hidden while it shows an error */
  hint?: ReactNode;
  /** 'optional' after the label; required fields carry no mark, as most of a form is required */
  optional?: boolean;
  className?: string;
}

export interface FormFieldProps extends FieldFrame {
  children: (control: ControlProps) => ReactNode;
}

/** A label, one control and its message, wired together for screen readers. */
export function FormField({ label, error, hint, optional, className, children }: FormFieldProps) {
  const id = useId();
  const shownHint = error ? undefined : hint;
  const hintId = shownHint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {optional && <span className="ml-1.5 text-xs font-normal text-ink-muted">(optional)</span>}
      </label>
      <div className="mt-1.5">
        {children({
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': errorId ?? hintId,
        })}
      </div>
      {shownHint && (
        <p id={hintId} className="mt-1.5 text-xs text-ink-muted">
          {shownHint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm text-danger">
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

export interface TextFieldProps
  extends FieldFrame, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix'> {
  /** text inside the input's left edge, e.g. '₹' */
  prefix?: string;
  /** text inside the input's right edge, e.g. 'cm' */
  suffix?: string;
  /** a control inside the input's right edge (the show-password toggle) */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A FormField around one text input: the common case, without the render function. */
export function TextField({
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
}: TextFieldProps) {
  const size = useFieldSize();
  return (
    <FormField label={label} error={error} hint={hint} optional={optional} className={className}>
      {(control) => (
        <div className="relative">
          {prefix && (
            <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-ink-muted">
              {prefix}
            </span>
          )}
          <input
            {...control}
            ref={ref}
            className={inputClass(
              clsx(size === 'md' ? 'h-12' : 'h-10', prefix && 'pl-7', suffix && 'pr-16', trailing && 'pr-12'),
              size,
            )}
            {...rest}
          />
          {trailing && <div className="absolute inset-y-0 right-1.5 flex items-center">{trailing}</div>}
          {suffix && (
            <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-xs text-ink-muted">
              {suffix}
            </span>
          )}
        </div>
      )}
    </FormField>
  );
}

export type NumberFieldProps = Omit<TextFieldProps, 'type' | 'inputMode'>;

/** A number: a whole `step` brings up the phone's digit pad, a fractional one the pad with a decimal point. */
export const NumberField = ({ step = 1, ...props }: NumberFieldProps) => (
  <TextField
    type="number"
    inputMode={Number.isInteger(Number(step)) ? 'numeric' : 'decimal'}
    step={step}
    {...props}
  />
);

export type EmailFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'label'> & { label?: string };

/** An email address: the phone's email keyboard and the browser's saved address. */
export const EmailField = ({ label = 'Email', ...props }: EmailFieldProps) => (
  <TextField label={label} type="email" autoComplete="email" inputMode="email" {...props} />
);

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing' | 'label'> & { label: string };

/** A password input with a show/hide toggle (docs/store-rules.md#screens); the toggle says which state it is in. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={`Show ${props.label.toLowerCase()}`}
          aria-pressed={visible}
          title={visible ? 'Hide password' : 'Show password'}
          className="inline-flex size-9 items-center justify-center rounded-lg text-ink-muted transition-colors hover:bg-sand-100 hover:text-ink"
        >
          {visible ? (
            <EyeOff aria-hidden className="size-[18px]" />
          ) : (
            <Eye aria-hidden className="size-[18px]" />
          )}
        </button>
      }
    />
  );
}

export interface TextAreaFieldProps
  extends FieldFrame, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ label, error, hint, optional, className, ref, ...rest }: TextAreaFieldProps) {
  const size = useFieldSize();
  return (
    <FormField label={label} error={error} hint={hint} optional={optional} className={className}>
      {(control) => (
        <textarea
          {...control}
          ref={ref}
          className={inputClass('min-h-28 resize-y py-2.5 leading-relaxed', size)}
          {...rest}
        />
      )}
    </FormField>
  );
}

export interface SelectControlProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
}

/** A native select (the phone's own picker) drawn to match the inputs; `className` goes on its frame. */
export function SelectControl({ className, children, ref, ...rest }: SelectControlProps) {
  const size = useFieldSize();
  return (
    <div className={clsx('relative', className)}>
      <select
        ref={ref}
        className={inputClass(
          clsx(size === 'md' ? 'h-12' : 'h-10', 'cursor-pointer appearance-none pr-9'),
          size,
        )}
        {...rest}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted"
      />
    </div>
  );
}

export type SelectFieldProps = FieldFrame & Omit<SelectControlProps, 'id'>;

export function SelectField({ label, error, hint, optional, className, ...rest }: SelectFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} optional={optional} className={className}>
      {(control) => <SelectControl {...control} {...rest} />}
    </FormField>
  );
}

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode;
  /** a quiet line under the label */
  description?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label beside it rather than above; the whole label is the hit area. */
export function CheckboxField({ label, description, error, className, ref, ...rest }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          ref={ref}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-[18px] shrink-0 cursor-pointer rounded border-sand-300 accent-gold-dark disabled:cursor-not-allowed"
          {...rest}
        />
        <label htmlFor={id} className="cursor-pointer text-sm leading-snug text-ink-soft">
          {label}
          {description && <span className="mt-0.5 block text-xs text-ink-muted">{description}</span>}
        </label>
      </div>
      {error && (
        <div className="ml-[30px]">
          <FieldError id={errorId}>{error}</FieldError>
        </div>
      )}
    </div>
  );
}
