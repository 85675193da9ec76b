import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

export interface CheckboxGroupProps<T extends string> {
  options: readonly T[];
  value: readonly T[];
  onChange: (next: T[]) => void;
  /** a colour swatch or similar before each label */
  decorate?: (option: T) => ReactNode;
  disabled?: boolean;
  /** keep the order they were ticked in (a product's first material is its default) instead of the options' */
  keepChosenOrder?: boolean;
}

/** Pill-shaped checkboxes in a wrapping row; the chosen values keep the options' order unless told otherwise. */
export function CheckboxGroup<T extends string>({
  options,
  value,
  onChange,
  decorate,
  disabled,
  keepChosenOrder = false,
}: CheckboxGroupProps<T>) {
  const toggle = (option: T, on: boolean) =>
    onChange(
      keepChosenOrder
        ? [...value.filter((o) => o !== option), ...(on ? [option] : [])]
        : options.filter((o) => (o === option ? on : value.includes(o))),
    );
  return (
    <div className="flex flex-wrap gap-2">
      {options.map((option) => {
        const checked = value.includes(option);
        return (
          <label
            key={option}
            className={clsx(
              'relative inline-flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-[13px] transition-colors select-none',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold',
              checked
                ? 'border-gold-dark bg-gold-dark/[0.07] text-ink'
                : 'border-sand-300 bg-white text-ink-soft hover:border-ink/40',
              disabled && 'cursor-not-allowed opacity-70',
            )}
          >
            <input
              type="checkbox"
              className="sr-only"
              checked={checked}
              disabled={disabled}
              onChange={(e) => toggle(option, e.target.checked)}
            />
            {checked ? (
              <Check aria-hidden className="size-3.5 text-gold-dark" strokeWidth={2.5} />
            ) : (
              decorate?.(option)
            )}
            {option}
          </label>
        );
      })}
    </div>
  );
}
