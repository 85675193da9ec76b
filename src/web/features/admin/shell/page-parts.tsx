import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { IconButton, type IconButtonProps } from '../../../components/ui/icon-button';

/** A row's quiet remove or delete button, red on hover; its label names what it removes. */
export function RemoveButton(props: Pick<IconButtonProps, 'label' | 'icon' | 'onClick'>) {
  return (
    <IconButton {...props} size="sm" className="text-ink-soft hover:bg-danger/[0.07] hover:text-danger" />
  );
}

export interface PanelProps {
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
  /** no inner padding, for tables that run to the edges */
  flush?: boolean;
  children: ReactNode;
  as?: 'section' | 'div';
  labelledBy?: string;
}

/** A white card on the ivory ground, the one surface every admin section sits on. */
export function Panel({
  title,
  description,
  actions,
  className,
  flush,
  children,
  as = 'section',
  labelledBy,
}: PanelProps) {
  const Tag = as;
  return (
    <Tag
      aria-labelledby={labelledBy}
      className={clsx(
        'rounded-card border border-sand-200 bg-white shadow-[0_1px_2px_rgb(43_39_36/0.04)]',
        className,
      )}
    >
      {(title || actions) && (
        <header className="flex flex-wrap items-start justify-between gap-3 border-b border-sand-100 px-5 py-4">
          <div className="min-w-0">
            {title && (
              <h2 id={labelledBy} className="font-serif text-lg text-ink lining-nums">
                {title}
              </h2>
            )}
            {description && <p className="mt-0.5 text-sm text-ink-muted">{description}</p>}
          </div>
          {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
        </header>
      )}
      <div className={clsx(!flush && 'p-5')}>{children}</div>
    </Tag>
  );
}

export interface ChipOption<T extends string> {
  value: T;
  label: string;
}

/** Filter chips that behave as one radio group: exactly one is pressed. */
export function FilterChips<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly ChipOption<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => {
        const active = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.value)}
            className={clsx(
              'h-9 rounded-full border px-4 text-[13px] font-medium transition-colors',
              active
                ? 'border-ink bg-ink text-ivory'
                : 'border-sand-200 bg-white text-ink-soft hover:border-ink/40 hover:text-ink',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(value >= 10 ? 0 : 1)} ${SIZE_UNITS[unit]}`;
}

export interface ToggleProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** the accessible name, e.g. 'Featured: Monstera Mist' */
  label: string;
  disabled?: boolean;
  /** a visible word beside the switch */
  text?: ReactNode;
}

/** An on/off switch (role="switch"), gold when on. */
export function Toggle({ checked, onChange, label, disabled, text }: ToggleProps) {
  return (
    <label
      className={clsx(
        'inline-flex items-center gap-2 text-sm text-ink-soft',
        disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
      )}
    >
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={label}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={clsx(
          'relative inline-flex h-6 w-10 shrink-0 items-center rounded-full transition-colors duration-200 disabled:cursor-not-allowed',
          checked ? 'bg-gold-dark' : 'bg-sand-300',
        )}
      >
        <span
          aria-hidden
          className={clsx(
            'inline-block size-5 rounded-full bg-white shadow transition-transform duration-200',
            checked ? 'translate-x-[18px]' : 'translate-x-0.5',
          )}
        />
      </button>
      {text && <span aria-hidden>{text}</span>}
    </label>
  );
}
