import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';

const tones = {
  error: { Icon: CircleAlert, role: 'alert', className: 'border-danger/25 bg-danger/[0.06] text-danger' },
  success: {
    Icon: CircleCheck,
    role: 'status',
    className: 'border-success/25 bg-success/[0.07] text-success',
  },
  info: { Icon: Info, role: 'note', className: 'border-sand-200 bg-sand-50 text-ink-soft' },
} as const;

export interface AlertProps {
  /** `error` is red and announced at once, `success` announced politely, `info` a quiet sand note */
  tone?: keyof typeof tones;
  className?: string;
  children: ReactNode;
}

/** A message above a form or inside a sheet: a refusal from the server, a request's outcome, a note. */
export function Alert({ tone = 'error', className, children }: AlertProps) {
  const { Icon, role, className: toneClass } = tones[tone];
  return (
    <div
      role={role}
      className={clsx(
        'flex items-start gap-3 rounded-xl border px-4 py-3 text-sm leading-relaxed',
        toneClass,
        className,
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-[18px] shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
