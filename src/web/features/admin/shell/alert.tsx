import { clsx } from 'clsx';
import { CircleAlert, Info } from 'lucide-react';
import type { ReactNode } from 'react';

export interface AlertProps {
  /** `error` is red and announced at once; `info` is a quiet sand note */
  tone?: 'error' | 'info';
  className?: string;
  children: ReactNode;
}

/** A message above a form or inside a sheet: a refusal from the server, or a note about access. */
export function Alert({ tone = 'error', className, children }: AlertProps) {
  const Icon = tone === 'error' ? CircleAlert : Info;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'note'}
      className={clsx(
        'flex items-start gap-2.5 rounded-lg border px-3.5 py-3 text-sm leading-relaxed',
        tone === 'error'
          ? 'border-danger/25 bg-danger/[0.06] text-danger'
          : 'border-sand-200 bg-sand-50 text-ink-soft',
        className,
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
