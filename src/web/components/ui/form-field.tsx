import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Eye, EyeOff } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { inputClass, labelClass } from './field-classes';

// The class names sit in their own module so the product page can style its controls without downloading
// the rest of the kit in its first load; everything else takes them from here.
export { inputClass, labelClass };

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
      <label htmlFor={id} className={labelClass}>
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

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** the validation message under the field */
  error?: string;
  /** a quiet line under the input (a format hint), hidden while the field shows an error */
  hint?: ReactNode;
  /** something inside the input's right edge (the show-password toggle) */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A FormField around one text input: the common case, without the render function. */
export function TextField({ label, error, hint, trailing, className, ref, ...rest }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={error ? undefined : hint} className={className}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            // A valid field carries no aria-invalid at all, rather than "false".
            aria-invalid={error ? true : undefined}
            ref={ref}
            className={inputClass(clsx('h-12', trailing && 'pr-12'))}
            {...rest}
          />
          {trailing && <div className="absolute inset-y-0 right-1.5 flex items-center">{trailing}</div>}
        </div>
      )}
    </FormField>
  );
}

export type EmailFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'label'> & {
  label?: string;
};

/** An email address: the phone's email keyboard and the browser's saved address. */
export const EmailField = ({ label = 'Email', ...props }: EmailFieldProps) => (
  <TextField label={label} type="email" autoComplete="email" inputMode="email" {...props} />
);

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/** A password input with a show/hide toggle (spec §2); the toggle says which state it is in. */
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

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label beside it rather than above. */
export function CheckboxField({ label, error, className, ref, ...rest }: CheckboxFieldProps) {
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
          className="mt-0.5 size-[18px] shrink-0 cursor-pointer rounded border-sand-300 accent-gold-dark"
          {...rest}
        />
        <label htmlFor={id} className="cursor-pointer text-sm leading-snug text-ink-soft">
          {label}
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

/** The success or error banner above a form (spec §4 password request and reset, §8). */
export function FormBanner({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx(
        'mb-6 flex items-start gap-3 rounded-xl border px-4 py-3 text-sm leading-relaxed',
        tone === 'error'
          ? 'border-danger/25 bg-danger/[0.06] text-danger'
          : 'border-success/25 bg-success/[0.07] text-success',
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-[18px] shrink-0" />
      <p>{children}</p>
    </div>
  );
}
