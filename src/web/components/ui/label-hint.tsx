import { clsx } from 'clsx';

export interface LabelHintProps {
  label: string;
  /** the quieter line under it */
  hint: string;
  /** `sm` inside a compact card or link, `md` beside a photo */
  size: 'sm' | 'md';
}

/** A name over a quieter line: a link and where it leads, a reviewer and their city. */
export function LabelHint({ label, hint, size }: LabelHintProps) {
  return (
    <span>
      <span className={clsx('block', size === 'sm' && 'text-sm', 'font-medium text-ink')}>{label}</span>
      <span className={clsx('block', size === 'sm' ? 'text-xs' : 'text-sm', 'text-ink-muted')}>{hint}</span>
    </span>
  );
}
