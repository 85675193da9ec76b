import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Eye, EyeOff } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** the validation message under the field */
  error?: string;
  /** something inside the input's right edge (the show-password toggle) */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export const inputClass = clsx(
  'h-12 w-full rounded-xl border bg-white px-4 text-[15px] text-ink shadow-[inset_0_1px_2px_rgb(43_39_36/0.04)]',
  'placeholder:text-ink-muted/70 transition-[border-color,box-shadow] duration-150 focus:ring-4 focus:outline-none',
);

/** A labelled input whose message is tied to it for screen readers (aria-invalid, aria-describedby). */
export function TextField({ label, error, trailing, className, ref, ...rest }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={clsx(
            inputClass,
            error
              ? 'border-danger focus:border-danger focus:ring-danger/15'
              : 'border-sand-300 focus:border-gold-dark focus:ring-gold/15',
            trailing && 'pr-12',
          )}
          {...rest}
        />
        {trailing && <div className="absolute inset-y-0 right-1.5 flex items-center">{trailing}</div>}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-[13px] text-danger">
          <CircleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}

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
        <p id={errorId} className="mt-1.5 ml-[30px] text-[13px] text-danger">
          {error}
        </p>
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

/** The text links under the forms and beside the remember-me box. */
export const textLinkClass =
  'font-medium text-gold-dark underline decoration-gold/40 underline-offset-4 transition-colors hover:text-ink hover:decoration-ink';
