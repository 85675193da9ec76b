import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';

const SIZES = { sm: 'size-4', md: 'size-6', lg: 'size-9' } as const;

export interface SpinnerProps {
  size?: keyof typeof SIZES;
  /** read by screen readers; pass `null` when a parent already announces the busy state */
  label?: string | null;
  className?: string;
}

/** A small rotating ring in the current text colour. */
export function Spinner({ size = 'md', label = 'Loading', className }: SpinnerProps) {
  return (
    <span
      role={label ? 'status' : undefined}
      className={clsx('inline-flex items-center justify-center', className)}
    >
      <LoaderCircle aria-hidden className={clsx(SIZES[size], 'animate-spin')} strokeWidth={1.75} />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
