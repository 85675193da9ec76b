import { clsx } from 'clsx';
import { Alert } from './alert';
import { inputClass, labelClass } from './field-classes';

/**
 * The 6-digit code that confirms a cash order (docs/decisions/056-cash-on-delivery.md), typed after checkout or
 * on the order page: digits only, the browser offered the mailed one-time code, the refusal below it.
 */
export function CodCodeInput({
  id,
  code,
  onChange,
  error,
  size = 'md',
  name,
}: {
  id: string;
  code: string;
  onChange: (code: string) => void;
  error: string | null;
  size?: 'md' | 'lg';
  name?: string;
}) {
  const errorId = `${id}-error`;
  return (
    <>
      <label htmlFor={id} className={labelClass}>
        Confirmation code
      </label>
      <input
        id={id}
        name={name}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
        className={inputClass(
          clsx(
            'mt-1.5 text-center',
            size === 'lg' ? 'h-14 text-2xl tracking-[0.5em]' : 'h-12 text-xl tracking-[0.4em]',
          ),
        )}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <Alert className="mt-3">
          <p id={errorId} className="font-medium">
            {error}
          </p>
        </Alert>
      )}
    </>
  );
}
